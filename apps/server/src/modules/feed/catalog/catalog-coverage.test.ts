import { join } from 'node:path';
import { locales } from '@scoreline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { cslTable } from '../source/csl.parser.ts';
import { FEED_FILES, listFootballDataFiles, readFeedTable, resolveFeedDataDir } from '../source/feed-files.locator.ts';
import { footballDataTable } from '../source/football-data.parser.ts';
import { formerNamesTable, goalscorersTable, resultsTable, shootoutsTable } from '../source/international.parser.ts';
import { nbaBoxScoresTable } from '../source/nba-box-scores.parser.ts';
import { nbaGamesTable } from '../source/nba-games.parser.ts';
import type { CompetitionSource, TeamSource } from './catalog.types.ts';
import { allCompetitions, findTeam, resolveCompetition, resolveTeam, TEAM_GROUPS } from './team.lookup.ts';

/** Since when international sides and tournaments must be in the catalog. */
const INTERNATIONAL_FROM = '2018-01-01';

/**
 * Loads every data file through the parsers and collects each team and competition name that
 * appears in the covered ranges, by source. Every one must resolve to a complete catalog entry.
 */
describe('catalog coverage of the data files', () => {
  const teams = new Map<TeamSource, Set<string>>();
  const competitions = new Map<CompetitionSource, Set<string>>();
  const seeTeam = (source: TeamSource, ...names: string[]) => {
    const set = teams.get(source) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    teams.set(source, set);
  };
  const seeCompetition = (source: CompetitionSource, name: string) => {
    competitions.set(source, (competitions.get(source) ?? new Set<string>()).add(name));
  };

  beforeAll(async () => {
    const dir = resolveFeedDataDir();
    for (const file of listFootballDataFiles(dir)) {
      const { records } = await readFeedTable(file.path, footballDataTable(file));
      records.forEach((m) => seeTeam('football-data', m.home, m.away));
      seeCompetition('football-data', file.competition);
    }
    const csl = await readFeedTable(join(dir, FEED_FILES.csl), cslTable());
    csl.records.forEach((m) => seeTeam('football-data', m.home, m.away));
    seeCompetition('football-data', 'CHN');
    const games = await readFeedTable(join(dir, FEED_FILES.nbaGames), nbaGamesTable());
    games.records.forEach((g) => seeTeam('nba-kaggle', g.home, g.away));
    seeCompetition('nba', 'NBA');
    const boxes = await readFeedTable(join(dir, FEED_FILES.nbaBoxScores), nbaBoxScoresTable());
    boxes.records.forEach((b) => {
      seeTeam('nba-com', b.home.code, b.away.code);
      seeTeam('nba-kaggle', b.home.kaggleCode, b.away.kaggleCode);
    });
    const results = await readFeedTable(join(dir, FEED_FILES.results), resultsTable());
    for (const r of results.records.filter((x) => x.date >= INTERNATIONAL_FROM)) {
      seeTeam('international', r.home, r.away);
      seeCompetition('international', r.tournament);
    }
    const shootouts = await readFeedTable(join(dir, FEED_FILES.shootouts), shootoutsTable());
    shootouts.records.filter((s) => s.date >= INTERNATIONAL_FROM).forEach((s) => seeTeam('international', s.home, s.away, s.winner));
    const goals = await readFeedTable(join(dir, FEED_FILES.goalscorers), goalscorersTable());
    goals.records.filter((g) => g.date >= INTERNATIONAL_FROM).forEach((g) => seeTeam('international', g.home, g.away, g.team));
  }, 30_000);

  it('resolves every team that appears, to a team with four full names, four short names and a colour', () => {
    const problems: string[] = [];
    for (const [source, names] of teams) {
      for (const raw of names) {
        const id = resolveTeam(source, raw);
        const team = id ? findTeam(id) : undefined;
        if (!team) {
          problems.push(`${source}: '${raw}' has no catalog entry`);
          continue;
        }
        for (const l of locales) {
          if (!team.names[l]) problems.push(`${team.id}: no ${l} name`);
          if (!team.shortNames[l]) problems.push(`${team.id}: no ${l} short name`);
        }
        if (!/^#[0-9A-F]{6}$/.test(team.colour)) problems.push(`${team.id}: colour ${team.colour}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves every competition that appears, with four full and four short names', () => {
    const problems: string[] = [];
    for (const [source, names] of competitions) {
      for (const raw of names) {
        const competition = allCompetitions().find((c) => c.id === resolveCompetition(source, raw));
        if (!competition) problems.push(`${source}: '${raw}' has no catalog entry`);
        else for (const l of locales) if (!competition.names[l] || !competition.shortNames[l]) problems.push(`${competition.id}: ${l}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has exactly the teams and competitions the data needs: 144 clubs, 32 CSL clubs, 30 NBA teams, 285 national sides, 82 competitions', () => {
    const ids = (source: TeamSource) => new Set([...(teams.get(source) ?? [])].map((raw) => resolveTeam(source, raw)));
    const europe = ['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1'] as const;
    expect(europe.map((g) => TEAM_GROUPS[g].length)).toEqual([29, 27, 28, 31, 29]);
    expect(TEAM_GROUPS['chinese-super-league']).toHaveLength(32);
    expect(TEAM_GROUPS.nba).toHaveLength(30);
    expect(TEAM_GROUPS.national).toHaveLength(285);
    expect(ids('football-data').size).toBe(144 + 32);
    expect(ids('nba-kaggle').size).toBe(30);
    expect(ids('nba-com').size).toBe(30);
    expect(ids('international').size).toBe(285);
    expect(allCompetitions()).toHaveLength(7 + 75);
    expect(competitions.get('international')?.size).toBe(75);
  });

  it('resolves every former name to the same team as its current name, where that team plays since 2018', async () => {
    const former = await readFeedTable(join(resolveFeedDataDir(), FEED_FILES.formerNames), formerNamesTable());
    const mismatched = former.records
      .filter((f) => resolveTeam('international', f.current) !== undefined)
      .filter((f) => resolveTeam('international', f.former) !== resolveTeam('international', f.current))
      .map((f) => `${f.former} → ${f.current}`);
    expect(mismatched).toEqual([]);
    const uncovered = former.records.filter((f) => resolveTeam('international', f.current) === undefined).map((f) => f.current);
    expect([...new Set(uncovered)]).toEqual(['Czechoslovakia']);
  });
});
