import type { BasketballBoxScore, BasketballGame, BasketballPastGame, BasketballTeam, Locale } from '@scoreline/contract';
import { competitionName, findTeam, teamName } from '../feed/catalog/index.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import type { GameResult } from './basketball-records.ts';
import type { NbaResultRow } from './basketball.repo.ts';

/** Board fixtures, rows and box scores → the contract's basketball shapes, names in `locale`. */

/**
 * A team in the caller's language; an id the catalog lacks is shown as itself (never thrown:
 * a list must not fail for one odd row).
 */
export function toTeam(id: string, locale: Locale): BasketballTeam {
  return {
    id,
    name: teamName(id, locale, 'full') ?? id,
    shortName: teamName(id, locale, 'short') ?? id,
    colour: findTeam(id)?.colour ?? '#888888',
  };
}

export function toGame(fixture: BoardFixture, locale: Locale): BasketballGame {
  return {
    id: fixture.id,
    competitionId: fixture.competitionId,
    competitionName: competitionName(fixture.competitionId, locale, 'short') ?? fixture.competitionId,
    season: fixture.season,
    tipoffAt: fixture.kickoffAt,
    status: fixture.status,
    phase: fixture.phase,
    period: fixture.period,
    clock: fixture.clock,
    home: toTeam(fixture.homeTeamId, locale),
    away: toTeam(fixture.awayTeamId, locale),
    score: fixture.score,
    periods: fixture.periods ? { home: [...fixture.periods.home], away: [...fixture.periods.away] } : null,
    lottery: fixture.lottery,
    version: fixture.version,
  };
}

const numberOrNull = (text: string | null): number | null => (text === null ? null : Number(text));

/** A database result row as the pure records take it. */
export function toResult(row: NbaResultRow): GameResult {
  return {
    id: row.id,
    playedAt: row.played_at.getTime(),
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    homePoints: row.ft_home,
    awayPoints: row.ft_away,
    spread: numberOrNull(row.spread),
    total: numberOrNull(row.total),
  };
}

export function toPastGame(row: NbaResultRow, locale: Locale): BasketballPastGame {
  return {
    matchId: row.id,
    playedAt: row.played_at.getTime(),
    season: row.season,
    home: toTeam(row.home_team_id, locale),
    away: toTeam(row.away_team_id, locale),
    score: { home: row.ft_home, away: row.ft_away },
    spread: numberOrNull(row.spread),
    total: numberOrNull(row.total),
  };
}

/** Made / attempted as a percentage, 1 decimal; 0 with no attempts. */
function pct(made: number, attempted: number): number {
  return attempted === 0 ? 0 : Math.round((made / attempted) * 1000) / 10;
}

/** The importer stores the NBA.com team box as named numbers (feed/source/nba-box-scores.parser.ts). */
export function toBoxScore(stats: object): BasketballBoxScore {
  // Rows come from jsonb and board fixtures from the replay: read each count by name, 0 when absent.
  const n = (key: string): number => {
    const value: unknown = (stats as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : 0;
  };
  return {
    points: n('points'),
    rebounds: n('rebounds'),
    assists: n('assists'),
    steals: n('steals'),
    blocks: n('blocks'),
    turnovers: n('turnovers'),
    fieldGoalsMade: n('fieldGoalsMade'),
    fieldGoalsAttempted: n('fieldGoalsAttempted'),
    fieldGoalPct: pct(n('fieldGoalsMade'), n('fieldGoalsAttempted')),
    threesMade: n('threesMade'),
    threesAttempted: n('threesAttempted'),
    threePct: pct(n('threesMade'), n('threesAttempted')),
    freeThrowsMade: n('freeThrowsMade'),
    freeThrowsAttempted: n('freeThrowsAttempted'),
    freeThrowPct: pct(n('freeThrowsMade'), n('freeThrowsAttempted')),
  };
}
