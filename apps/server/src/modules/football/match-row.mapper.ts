import type { FootballRow, FootballTeamLabel, Locale } from '@scoreline/contract';
import { companyName, competitionName, findTeam } from '../feed/catalog/index.ts';
import { companyIds, type CompanyId } from '../feed/source/bookmaker.codes.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';

/** Board fixtures and catalog ids → the contract's football shapes, in the caller's locale. */

const NEUTRAL_COLOUR = '#888888';

/**
 * A team next to a score; an id the catalog does not know shows as itself.
 *
 * @example
 * teamLabel('arsenal', 'zh-Hans') // { id: 'arsenal', name: '阿森纳', shortName: '阿森纳', colour: '#EF0107' }
 */
export function teamLabel(id: string, locale: Locale): FootballTeamLabel {
  const team = findTeam(id);
  if (!team) return { id, name: id, shortName: id, colour: NEUTRAL_COLOUR };
  return { id, name: team.names[locale], shortName: team.shortNames[locale], colour: team.colour };
}

/**
 * A competition's name in a locale (short for rows), or its id when unknown.
 *
 * @example
 * competitionLabel('premier-league', 'zh-Hans', 'short') // '英超'
 */
export function competitionLabel(id: string, locale: Locale, form: 'full' | 'short'): string {
  return competitionName(id, locale, form) ?? id;
}

const KNOWN_COMPANIES: ReadonlySet<string> = new Set(companyIds);

/**
 * An odds company's display name, or the source's code when the catalog does not know it.
 *
 * @example
 * companyLabel('pinnacle', 'zh-Hans') // '平博'
 */
export function companyLabel(id: string, locale: Locale): string {
  return KNOWN_COMPANIES.has(id) ? companyName(id as CompanyId, locale) : id;
}

/** A board fixture as a compact score row. */
export function toFootballRow(f: BoardFixture, locale: Locale): FootballRow {
  return {
    id: f.id,
    competitionId: f.competitionId,
    competition: competitionLabel(f.competitionId, locale, 'short'),
    kickoffAt: f.kickoffAt,
    status: f.status,
    phase: f.phase,
    clock: f.clock,
    liveClock: f.liveClock ?? null,
    home: teamLabel(f.homeTeamId, locale),
    away: teamLabel(f.awayTeamId, locale),
    score: f.score,
    halfTime: f.halfTime,
    redCards: f.liveStats?.redCards ?? null,
    corners: f.liveStats?.corners ?? null,
    lottery: f.lottery?.code ?? null,
  };
}
