import type { Locale } from '@scoreline/contract';
import type { Competition, CompetitionSource, Team, TeamSource } from './catalog.types.ts';
import { COMPETITIONS } from './competition.catalog.ts';
import { BUNDESLIGA_TEAMS } from './bundesliga.teams.ts';
import { CSL_TEAMS } from './csl.teams.ts';
import { LA_LIGA_TEAMS } from './la-liga.teams.ts';
import { LIGUE_1_TEAMS } from './ligue-1.teams.ts';
import type { TeamEntry } from './name.rows.ts';
import { clubsFrom } from './name.rows.ts';
import { FORMER_NATIONAL_NAMES, NATIONAL_TEAMS } from './national.teams.ts';
import { NBA_TEAMS } from './nba.teams.ts';
import { PREMIER_LEAGUE_TEAMS } from './premier-league.teams.ts';
import { SERIE_A_TEAMS } from './serie-a.teams.ts';

/**
 * Lookups over the catalog: raw source names to ids, ids to names. Built once, on first use.
 */

/** Teams grouped the way the catalog is written (the coverage test counts them this way). */
export const TEAM_GROUPS = {
  'premier-league': clubsFrom('football', 'football-data', PREMIER_LEAGUE_TEAMS),
  'la-liga': clubsFrom('football', 'football-data', LA_LIGA_TEAMS),
  bundesliga: clubsFrom('football', 'football-data', BUNDESLIGA_TEAMS),
  'serie-a': clubsFrom('football', 'football-data', SERIE_A_TEAMS),
  'ligue-1': clubsFrom('football', 'football-data', LIGUE_1_TEAMS),
  'chinese-super-league': clubsFrom('football', 'football-data', CSL_TEAMS),
  nba: NBA_TEAMS,
  national: NATIONAL_TEAMS,
} as const satisfies Record<string, readonly TeamEntry[]>;

interface Index {
  teams: Map<string, Team>;
  teamAliases: Map<string, string>;
  competitions: Map<string, Competition>;
  competitionAliases: Map<string, string>;
}

let index: Index | undefined;

const aliasKey = (source: string, raw: string) => `${source}\u0000${raw}`;

function buildIndex(): Index {
  const built: Index = { teams: new Map(), teamAliases: new Map(), competitions: new Map(), competitionAliases: new Map() };
  for (const { team, aliases } of Object.values(TEAM_GROUPS).flat()) {
    if (built.teams.has(team.id)) throw new Error(`catalog: duplicate team id ${team.id}`);
    built.teams.set(team.id, team);
    addAliases(built.teamAliases, aliases, team.id);
  }
  for (const [former, current] of Object.entries(FORMER_NATIONAL_NAMES)) {
    const id = built.teamAliases.get(aliasKey('international', current));
    if (id) built.teamAliases.set(aliasKey('international', former), id);
  }
  for (const { competition, aliases } of COMPETITIONS) {
    if (built.competitions.has(competition.id)) throw new Error(`catalog: duplicate competition id ${competition.id}`);
    built.competitions.set(competition.id, competition);
    addAliases(built.competitionAliases, aliases, competition.id);
  }
  return built;
}

function addAliases(into: Map<string, string>, aliases: Partial<Record<string, readonly string[]>>, id: string): void {
  for (const [source, names] of Object.entries(aliases)) {
    for (const raw of names ?? []) {
      const key = aliasKey(source, raw);
      const taken = into.get(key);
      if (taken && taken !== id) throw new Error(`catalog: '${raw}' in ${source} maps to both ${taken} and ${id}`);
      into.set(key, id);
    }
  }
}

function catalog(): Index {
  index ??= buildIndex();
  return index;
}

/**
 * The team id for a name as a source spells it, or undefined when the catalog does not know it.
 *
 * @example
 * resolveTeam('football-data', "Nott'm Forest") // 'nottingham-forest'
 * resolveTeam('football-data', 'Shanghai SIPG') // 'shanghai-port'
 * resolveTeam('nba-kaggle', 'gs')               // 'golden-state-warriors'
 * resolveTeam('international', 'Swaziland')     // 'eswatini'
 */
export function resolveTeam(source: TeamSource, rawName: string): string | undefined {
  return catalog().teamAliases.get(aliasKey(source, rawName.trim()));
}

/**
 * A team's name in a UI language; `short` for dense score rows.
 *
 * @example
 * teamName('manchester-united', 'zh-Hant', 'short') // '曼聯'
 * teamName('arsenal', 'ja')                         // 'アーセナル'
 */
export function teamName(id: string, locale: Locale, form: 'full' | 'short' = 'full'): string | undefined {
  const team = catalog().teams.get(id);
  if (!team) return undefined;
  return form === 'short' ? team.shortNames[locale] : team.names[locale];
}

/**
 * A team by id.
 *
 * @example
 * findTeam('england')?.fifaMember // true
 */
export function findTeam(id: string): Team | undefined {
  return catalog().teams.get(id);
}

/**
 * Every team in the catalog.
 *
 * @example
 * allTeams().filter((t) => t.sport === 'basketball').length // 30
 */
export function allTeams(): Team[] {
  return [...catalog().teams.values()];
}

/**
 * The competition id for a source's code or name.
 *
 * @example
 * resolveCompetition('football-data', 'E0')           // 'premier-league'
 * resolveCompetition('international', 'UEFA Euro')    // 'uefa-euro'
 */
export function resolveCompetition(source: CompetitionSource, raw: string): string | undefined {
  return catalog().competitionAliases.get(aliasKey(source, raw.trim()));
}

/**
 * A competition's name in a UI language.
 *
 * @example
 * competitionName('premier-league', 'zh-Hans', 'short') // '英超'
 */
export function competitionName(id: string, locale: Locale, form: 'full' | 'short' = 'full'): string | undefined {
  const competition = catalog().competitions.get(id);
  if (!competition) return undefined;
  return form === 'short' ? competition.shortNames[locale] : competition.names[locale];
}

/**
 * A competition by id.
 *
 * @example
 * findCompetition('uefa-euro')?.kind // 'international'
 */
export function findCompetition(id: string): Competition | undefined {
  return catalog().competitions.get(id);
}

/**
 * Every competition in the catalog.
 *
 * @example
 * allCompetitions().find((c) => c.id === 'nba')?.sport // 'basketball'
 */
export function allCompetitions(): Competition[] {
  return [...catalog().competitions.values()];
}
