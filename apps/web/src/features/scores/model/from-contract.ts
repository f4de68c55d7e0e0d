import type { BasketballGame, FootballRow } from '@scoreline/contract';
import type { Pair, ScoreRowModel } from './score-row.ts';

type FavouriteLike = Pick<FootballRow, 'id' | 'competitionId' | 'competition' | 'kickoffAt' | 'status' | 'clock' | 'liveClock' | 'home' | 'away' | 'score'>;

/** A football list row as the scores list shows it; live changes then arrive by push. */
export function fromFootballRow(row: FootballRow): ScoreRowModel {
  return {
    id: row.id,
    sport: 'football',
    competitionId: row.competitionId,
    competition: row.competition,
    kickoffAt: row.kickoffAt,
    status: row.status,
    phase: row.phase,
    clock: row.clock,
    liveClock: row.liveClock,
    period: null,
    home: { name: row.home.shortName || row.home.name, colour: row.home.colour },
    away: { name: row.away.shortName || row.away.name, colour: row.away.colour },
    score: row.score,
    halfTime: row.halfTime,
    redCards: row.redCards,
    corners: row.corners,
    lottery: row.lottery,
    change: null,
  };
}

/** A favourite (both sports list favourites in the same compact shape). */
export function fromFavourite(row: FavouriteLike, sport: ScoreRowModel['sport']): ScoreRowModel {
  return {
    ...fromFootballRow({ ...row, phase: row.status, halfTime: null, redCards: null, corners: null, lottery: null }),
    sport,
  };
}

/** The first two periods' points, once both are played: basketball's half-time score. */
function firstHalf(periods: BasketballGame['periods']): Pair | null {
  if (!periods || periods.home.length < 2 || periods.away.length < 2) return null;
  const sum = (points: number[]) => (points[0] ?? 0) + (points[1] ?? 0);
  return { home: sum(periods.home), away: sum(periods.away) };
}

export function fromBasketballGame(game: BasketballGame): ScoreRowModel {
  return {
    id: game.id,
    sport: 'basketball',
    competitionId: game.competitionId,
    competition: game.competitionName,
    kickoffAt: game.tipoffAt,
    status: game.status,
    phase: game.phase,
    clock: game.clock,
    liveClock: null,
    period: game.period,
    home: { name: game.home.shortName || game.home.name, colour: game.home.colour },
    away: { name: game.away.shortName || game.away.name, colour: game.away.colour },
    score: game.score,
    halfTime: game.phase === 'q1' || game.phase === 'q2' ? null : firstHalf(game.periods),
    redCards: null,
    corners: null,
    lottery: game.lottery?.code ?? null,
    change: null,
  };
}
