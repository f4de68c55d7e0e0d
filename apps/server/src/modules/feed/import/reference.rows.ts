import { locales, type Locale } from '@scoreline/contract';
import { allCompetitions, allTeams, companyName, TEAM_GROUPS } from '../catalog/index.ts';
import type { LocalizedText } from '../catalog/index.ts';
import { companyIds, type CompanyId } from '../source/index.ts';

/**
 * Companies, competitions and teams as database rows, built from the catalog. Only FIFA members
 * among national teams are kept: the product does not show the others.
 */

/** The lines of the NBA betting file: the dataset does not say which bookmaker they are from. */
export const NBA_LINES_COMPANY = 'nba-lines';

export interface CompanyRow {
  id: string;
  names: Record<Locale, string>;
  kind: 'bookmaker' | 'exchange' | 'aggregate' | 'consensus';
}

export interface NamedRow {
  id: string;
  sport: 'football' | 'basketball';
  kind: string;
  names: LocalizedText;
  short_names: LocalizedText;
  colour: string | null;
  country: string | null;
}

const COMPANY_KINDS: Partial<Record<CompanyId, CompanyRow['kind']>> = {
  'betfair-exchange': 'exchange',
  betbrain: 'aggregate',
  max: 'aggregate',
  avg: 'aggregate',
};

/**
 * Every odds company, once, with its display names.
 *
 * @example
 * companyRows().find((c) => c.id === 'pinnacle')?.names['zh-Hans'] // '平博'
 */
export function companyRows(): CompanyRow[] {
  const names = (id: CompanyId) => Object.fromEntries(locales.map((l) => [l, companyName(id, l)])) as Record<Locale, string>;
  return [
    ...companyIds.map((id) => ({ id, names: names(id), kind: COMPANY_KINDS[id] ?? ('bookmaker' as const) })),
    {
      id: NBA_LINES_COMPANY,
      names: { en: 'NBA betting lines', 'zh-Hans': 'NBA 综合盘口', 'zh-Hant': 'NBA 綜合盤口', ja: 'NBA ベッティングライン' },
      kind: 'consensus' as const,
    },
  ];
}

/** League colours (brand colours) and countries (ISO 3166, GB-ENG for England). */
const LEAGUES: Readonly<Record<string, { colour: string; country: string }>> = {
  'premier-league': { colour: '#3D195B', country: 'GB-ENG' },
  'la-liga': { colour: '#FF4B44', country: 'ES' },
  bundesliga: { colour: '#D20515', country: 'DE' },
  'serie-a': { colour: '#008FD7', country: 'IT' },
  'ligue-1': { colour: '#091C3E', country: 'FR' },
  'chinese-super-league': { colour: '#C8102E', country: 'CN' },
  nba: { colour: '#1D428A', country: 'US' },
};

/**
 * Every competition of the catalog.
 *
 * @example
 * competitionRows().find((c) => c.id === 'nba')?.sport // 'basketball'
 */
export function competitionRows(): NamedRow[] {
  return allCompetitions().map((c) => ({
    id: c.id,
    sport: c.sport,
    kind: c.kind,
    names: c.names,
    short_names: c.shortNames,
    colour: LEAGUES[c.id]?.colour ?? null,
    country: LEAGUES[c.id]?.country ?? null,
  }));
}

/**
 * Every team of the catalog but national sides outside FIFA. Clubs take their league's country
 * (Toronto's is Canada); national teams their ISO code where they have one.
 *
 * @example
 * teamRows().find((t) => t.id === 'arsenal')?.country // 'GB-ENG'
 */
export function teamRows(): NamedRow[] {
  const clubCountry = new Map<string, string>();
  for (const [group, entries] of Object.entries(TEAM_GROUPS)) {
    const country = LEAGUES[group]?.country;
    if (country) entries.forEach(({ team }) => clubCountry.set(team.id, country));
  }
  clubCountry.set('toronto-raptors', 'CA');
  return allTeams()
    .filter((t) => t.fifaMember !== false)
    .map((t) => ({
      id: t.id,
      sport: t.sport,
      kind: t.kind,
      names: t.names,
      short_names: t.shortNames,
      colour: t.colour,
      country: t.kind === 'national' ? (t.region ?? null) : (clubCountry.get(t.id) ?? null),
    }));
}
