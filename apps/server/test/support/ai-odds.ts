import type { BoardOddsPath } from '../../src/modules/feed/live/board.types.ts';
import { makeOddsPath } from './feed.ts';

/**
 * Board odds for the AI tests, relative to a kick-off: each market opened 60 h before and moved
 * 3 h before, so the publication (inside 12 h) sees the moved price and the opening one.
 */

const HOUR = 3_600_000;

/** Odds that moved against the home side since the opening: the opening-price model sees value in it. */
export function movedFootballOdds(kickoff: number): BoardOddsPath[] {
  return [
    makeOddsPath('pinnacle', '1x2', [
      { at: kickoff - 60 * HOUR, line: null, prices: [2.0, 3.5, 3.8] },
      { at: kickoff - 3 * HOUR, line: null, prices: [2.5, 3.4, 2.9] },
    ]),
    makeOddsPath('pinnacle', 'over_under', [{ at: kickoff - 60 * HOUR, line: 2.5, prices: [1.9, 1.95] }]),
  ];
}

/** Spread and total that moved from the opening (home −5, 220) to home −2, 226. */
export function movedBasketballOdds(kickoff: number): BoardOddsPath[] {
  return [
    makeOddsPath('nba-lines', 'spread', [
      { at: kickoff - 60 * HOUR, line: -5, prices: [] },
      { at: kickoff - 3 * HOUR, line: -2, prices: [] },
    ]),
    makeOddsPath('nba-lines', 'total', [
      { at: kickoff - 60 * HOUR, line: 220, prices: [] },
      { at: kickoff - 3 * HOUR, line: 226, prices: [] },
    ]),
  ];
}
