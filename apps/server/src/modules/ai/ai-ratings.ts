import {
  fitDynamicRatings,
  fitNbaRatings,
  withRestDays,
  type NbaGame,
  type NbaRatings,
  type RatedMatch,
  type RestedGame,
  type TeamRatings,
} from '@scoreline/predict';
import type { BoardFixture } from '../feed/live/board.types.ts';
import { fitCutoff, type HistoryAt, type PastMatch, type ReplayedHistory } from './ai-history.ts';

/**
 * Team ratings for the published predictions, fitted per competition on what had happened before
 * the publication (`ai-history.ts`) and kept in a small cache: one fit per competition and
 * replayed day (the cut-off is the day's 06:00 Beijing), at most {@link CACHE_SIZE} fits held.
 * A competition with fewer than {@link MIN_HISTORY} results in its look-back gets no ratings:
 * the prediction falls back to the market and says so.
 */

/** Fewer results than this (about a season) and the ratings are not trusted. */
export const MIN_HISTORY = { football: 200, basketball: 600 } as const;
const CACHE_SIZE = 32;

export type RatingsFit =
  | { sport: 'football'; ratings: TeamRatings; history: HistoryAt; target: { home: string; away: string } }
  | { sport: 'basketball'; ratings: NbaRatings; history: HistoryAt; target: Pick<RestedGame, 'home' | 'away' | 'homeRest' | 'awayRest'> };

/** Football results as the ratings read them (shots on target and corners where the data has them). */
export function ratedMatches(matches: readonly PastMatch[]): RatedMatch[] {
  return matches.map((m) => ({
    playedAt: m.playedAt, home: m.home, away: m.away, homeGoals: m.homeScore, awayGoals: m.awayScore,
    ...(m.homeShotsOnTarget !== undefined && m.awayShotsOnTarget !== undefined ? { homeShotsOnTarget: m.homeShotsOnTarget, awayShotsOnTarget: m.awayShotsOnTarget } : {}),
    ...(m.homeCorners !== undefined && m.awayCorners !== undefined ? { homeCorners: m.homeCorners, awayCorners: m.awayCorners } : {}),
  }));
}

/** NBA games with each side's rest, from the schedule of earlier games only. */
export function restedGames(matches: readonly PastMatch[]): RestedGame[] {
  return withRestDays(matches.map((m): NbaGame => ({ playedAt: m.playedAt, home: m.home, away: m.away, homePoints: m.homeScore, awayPoints: m.awayScore })));
}

/** The rest of both sides of an NBA game, from their previous games in `history` (the package's rule). */
export function targetRest(history: readonly PastMatch[], target: { playedAt: number; home: string; away: string }): Pick<RestedGame, 'home' | 'away' | 'homeRest' | 'awayRest'> {
  const last = (team: string) => history.findLast((m) => m.home === team || m.away === team);
  const previous = [last(target.home), last(target.away)].filter((m): m is PastMatch => m !== undefined);
  const games = [...previous, { ...target, homeScore: 0, awayScore: 0 }];
  const rested = restedGames(games).at(-1);
  return { home: target.home, away: target.away, homeRest: rested?.homeRest ?? 3, awayRest: rested?.awayRest ?? 3 };
}

/**
 * The ratings a fixture's prediction at `now` uses, or null (not a replayed match, or too little
 * history). Fits are shared by every fixture of the competition with the same cut-off and history.
 */
export class RatingsCache {
  private readonly fits = new Map<string, TeamRatings | NbaRatings>();

  constructor(private readonly history: ReplayedHistory) {}

  async forFixture(fixture: Pick<BoardFixture, 'sourceMatchId' | 'competitionId' | 'kickoffAt'>, now: number): Promise<RatingsFit | null> {
    const history = await this.history.at(fixture, fitCutoff(now));
    if (!history || history.matches.length < MIN_HISTORY[history.sport]) return null;
    const ratings = this.fit(history);
    if (history.sport === 'football') return { sport: 'football', ratings: ratings as TeamRatings, history, target: { home: history.target.home, away: history.target.away } };
    return { sport: 'basketball', ratings: ratings as NbaRatings, history, target: targetRest(history.matches, history.target) };
  }

  private fit(history: HistoryAt): TeamRatings | NbaRatings {
    const held = this.fits.get(history.key);
    if (held) return held;
    const fitted = fitRatings(history);
    if (this.fits.size >= CACHE_SIZE) this.fits.delete(this.fits.keys().next().value ?? '');
    this.fits.set(history.key, fitted);
    return fitted;
  }
}

/**
 * The package's fit on a history (exposed so tests can compare with the package directly). Football
 * uses the dynamic (Kalman-filtered) ratings, the ones the package's back-test scores.
 */
export function fitRatings(history: HistoryAt): TeamRatings | NbaRatings {
  return history.sport === 'football' ? fitDynamicRatings(ratedMatches(history.matches), history.sourceAt) : fitNbaRatings(restedGames(history.matches), history.sourceAt);
}
