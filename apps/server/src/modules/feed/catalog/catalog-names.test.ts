import { locales } from '@scoreline/contract';
import { describe, expect, it } from 'vitest';
import { companyIds } from '../source/bookmaker.codes.ts';
import type { Competition, Team } from './catalog.types.ts';
import { companyName } from './company.catalog.ts';
import { simplifiedChars, traditionalChars } from './hanzi.fixture.ts';
import {
  allCompetitions,
  allTeams,
  competitionName,
  findCompetition,
  findTeam,
  resolveCompetition,
  resolveTeam,
  TEAM_GROUPS,
  teamName,
} from './team.lookup.ts';

const named: (Team | Competition)[] = [...allTeams(), ...allCompetitions()];
const label = (x: Team | Competition) => x.id;

describe('names in four languages', () => {
  it('gives every team and competition a full and a short name in en, zh-Hans, zh-Hant and ja', () => {
    const gaps = named.flatMap((x) =>
      locales.flatMap((l) => [!x.names[l]?.trim() && `${label(x)} ${l} full`, !x.shortNames[l]?.trim() && `${label(x)} ${l} short`]),
    );
    expect(gaps.filter(Boolean)).toEqual([]);
  });

  it('writes zh-Hant differently from zh-Hans wherever the Simplified name has characters with Traditional forms', () => {
    const same = named.flatMap((x) =>
      (['names', 'shortNames'] as const)
        .filter((form) => simplifiedChars(x[form]['zh-Hans']).length > 0 && x[form]['zh-Hant'] === x[form]['zh-Hans'])
        .map((form) => `${label(x)} ${form}: ${x[form]['zh-Hans']}`),
    );
    expect(same).toEqual([]);
  });

  it('uses no Simplified-only characters in zh-Hant and no Traditional-only ones in zh-Hans', () => {
    const mixed = named.flatMap((x) =>
      (['names', 'shortNames'] as const).flatMap((form) => [
        ...simplifiedChars(x[form]['zh-Hant']).map((c) => `${label(x)} zh-Hant ${x[form]['zh-Hant']} has ${c}`),
        ...traditionalChars(x[form]['zh-Hans']).map((c) => `${label(x)} zh-Hans ${x[form]['zh-Hans']} has ${c}`),
      ]),
    );
    expect(mixed).toEqual([]);
  });

  it('keeps short names short enough for a score row (6 Chinese characters, 10 kana, 16 Latin letters)', () => {
    // Display width: a CJK character or kana takes two columns, a Latin letter one.
    const width = (text: string) => [...text].reduce((w, c) => w + (/[\u3000-\u9FFF\uFF00-\uFFEF]/.test(c) ? 2 : 1), 0);
    const max = { en: 16, 'zh-Hans': 12, 'zh-Hant': 12, ja: 20 } as const;
    const long = named.flatMap((x) => locales.filter((l) => width(x.shortNames[l]) > max[l]).map((l) => `${label(x)} ${l} ${x.shortNames[l]}`));
    expect(long).toEqual([]);
  });

  it('writes Japanese club names in katakana (plus Latin abbreviations), not Chinese, for European clubs', () => {
    const european = ['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1'] as const;
    const nonKana = european
      .flatMap((g) => TEAM_GROUPS[g].map((e) => e.team))
      .filter((t) => !/^[\u30A0-\u30FFA-Za-z0-9.・＝ ]+$/.test(t.names.ja))
      .map((t) => `${t.id} ${t.names.ja}`);
    expect(nonKana).toEqual([]);
  });

  it('has no two teams of one league (or two national teams) with the same short name in any language', () => {
    const clashes = Object.entries(TEAM_GROUPS).flatMap(([group, entries]) =>
      locales.flatMap((l) => {
        const seen = new Map<string, string>();
        return entries.flatMap(({ team }) => {
          const other = seen.get(team.shortNames[l]);
          seen.set(team.shortNames[l], team.id);
          return other ? [`${group} ${l} ${team.shortNames[l]}: ${other} and ${team.id}`] : [];
        });
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('gives every team a #RRGGBB colour and a lower-case slug id, unique across the catalog', () => {
    const teams = allTeams();
    expect(teams.filter((t) => !/^#[0-9A-F]{6}$/.test(t.colour)).map((t) => t.id)).toEqual([]);
    expect(named.filter((x) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(x.id)).map(label)).toEqual([]);
    expect(new Set(teams.map((t) => t.id)).size).toBe(teams.length);
  });

  it('names the examples of the brief as the product expects', () => {
    expect(locales.map((l) => teamName('arsenal', l))).toEqual(['阿森纳', '阿仙奴', 'Arsenal', 'アーセナル']);
    expect(locales.map((l) => teamName('manchester-united', l))).toEqual(['曼彻斯特联', '曼徹斯特聯', 'Manchester United', 'マンチェスター・ユナイテッド']);
    expect(locales.map((l) => teamName('manchester-united', l, 'short'))).toEqual(['曼联', '曼聯', 'Man Utd', 'マンU']);
    expect(locales.map((l) => competitionName('premier-league', l, 'short'))).toEqual(['英超', '英超', 'Premier League', 'プレミア']);
    expect(teamName('nowhere', 'en')).toBeUndefined();
  });

  it('takes ISO national-team names from full ICU data (Hong Kong usage for zh-Hant)', () => {
    expect(locales.map((l) => teamName('germany', l))).toEqual(['德国', '德國', 'Germany', 'ドイツ']);
    expect(teamName('italy', 'zh-Hant')).toBe('意大利'); // Taiwan usage would be 義大利
    expect(teamName('south-korea', 'zh-Hant')).toBe('南韓');
    expect(teamName('taiwan', 'zh-Hans')).toBe('中华台北');
    expect(teamName('united-states', 'ja')).toBe('アメリカ');
    expect(findTeam('england')).toMatchObject({ kind: 'national', fifaMember: true });
    expect(findTeam('tibet')?.fifaMember).toBe(false);
    expect(findTeam('kosovo')?.region).toBe('XK');
  });

  it('names every odds company', () => {
    const gaps = companyIds.flatMap((id) => locales.filter((l) => !companyName(id, l)).map((l) => `${id} ${l}`));
    expect(gaps).toEqual([]);
    expect(companyName('pinnacle', 'zh-Hans')).toBe('平博');
    expect(companyName('william-hill', 'zh-Hant')).toBe('威廉希爾');
    expect(companyName('vc-bet', 'zh-Hans')).toBe('伟德');
    expect(companyName('max', 'zh-Hans')).toBe('最高');
  });
});

describe('resolving source spellings', () => {
  it('maps football-data.co.uk spellings to clubs', () => {
    expect(resolveTeam('football-data', 'Man United')).toBe('manchester-united');
    expect(resolveTeam('football-data', 'Ath Madrid')).toBe('atletico-madrid');
    expect(resolveTeam('football-data', "M'gladbach")).toBe('borussia-monchengladbach');
    expect(resolveTeam('football-data', "Nott'm Forest")).toBe('nottingham-forest');
    expect(resolveTeam('football-data', 'Arsenal FC')).toBeUndefined();
  });

  it('maps both spellings of a renamed CSL club to one team', () => {
    expect(resolveTeam('football-data', 'Shanghai SIPG')).toBe('shanghai-port');
    expect(resolveTeam('football-data', 'Shanghai Port')).toBe('shanghai-port');
    expect(resolveTeam('football-data', 'Guangzhou Evergrande')).toBe(resolveTeam('football-data', 'Guangzhou FC'));
    expect(resolveTeam('football-data', 'Shijiazhuang')).toBe('cangzhou-mighty-lions');
    expect(resolveTeam('football-data', 'Zhejiang Yiteng')).not.toBe(resolveTeam('football-data', 'Zhejiang Professional'));
  });

  it('maps Kaggle and NBA.com codes to one franchise, each in its own source', () => {
    expect(resolveTeam('nba-kaggle', 'gs')).toBe('golden-state-warriors');
    expect(resolveTeam('nba-com', 'GSW')).toBe('golden-state-warriors');
    expect(resolveTeam('nba-kaggle', 'utah')).toBe(resolveTeam('nba-com', 'UTA'));
    expect(resolveTeam('nba-kaggle', 'wsh')).toBe(resolveTeam('nba-com', 'WAS'));
    expect(resolveTeam('nba-com', 'NJN')).toBe('brooklyn-nets');
    expect(resolveTeam('nba-kaggle', 'GSW')).toBeUndefined();
  });

  it('maps former national-team names to the current team', () => {
    expect(resolveTeam('international', 'Swaziland')).toBe('eswatini');
    expect(resolveTeam('international', 'Macedonia')).toBe('north-macedonia');
    expect(resolveTeam('international', 'Zaïre')).toBe('dr-congo');
  });

  it('maps competition codes and tournament names', () => {
    expect(resolveCompetition('football-data', 'SP1')).toBe('la-liga');
    expect(resolveCompetition('football-data', 'CHN')).toBe('chinese-super-league');
    expect(resolveCompetition('nba', 'NBA')).toBe('nba');
    expect(resolveCompetition('international', 'FIFA World Cup qualification')).toBe('fifa-world-cup-qualification');
    expect(competitionName('fifa-world-cup', 'zh-Hant')).toBe('國際足協世界盃');
  });

  it('tells a league (one table a season) from a tournament, and an unknown id from both', () => {
    expect(['chinese-super-league', 'premier-league', 'nba'].map((id) => findCompetition(id)?.kind)).toEqual(['league', 'league', 'league']);
    expect(['FIFA World Cup', 'UEFA Euro'].map((name) => resolveCompetition('international', name))).toEqual(['fifa-world-cup', 'uefa-euro']);
    expect(['fifa-world-cup', 'uefa-euro', 'no-such-competition'].map((id) => findCompetition(id)?.kind)).toEqual(['international', 'international', undefined]);
  });
});
