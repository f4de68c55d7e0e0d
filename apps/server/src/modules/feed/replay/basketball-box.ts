import type { NbaTeamBox } from '../source/index.ts';
import type { Rng } from './prng.ts';
import { randomInt, shuffled } from './prng.ts';

/**
 * A game's NBA.com team box score, replayed as it grows. The made shots are the timeline's own
 * baskets (so field goals, threes and free throws made always add up to the score on the board);
 * everything else the box counts (misses, rebounds, assists, steals, blocks, turnovers) is spread
 * over the game clock at drawn moments. At the final buzzer every count is the real one.
 */

/** One side's team totals, as the importer stores them: the parsed box less its identity and plus/minus. */
export type BasketballTeamBox = Omit<NbaTeamBox, 'code' | 'kaggleCode' | 'plusMinus'>;

/** The box keys, in the order the parser reads them. */
export const TEAM_BOX_KEYS = [
  'points', 'rebounds', 'assists', 'fieldGoalsMade', 'fieldGoalsAttempted', 'threesMade', 'threesAttempted',
  'freeThrowsMade', 'freeThrowsAttempted', 'turnovers', 'steals', 'blocks',
] as const satisfies ReadonlyArray<keyof BasketballTeamBox>;

/** Counts that are not made shots: each happens at drawn game seconds (from tip-off, all periods end to end). */
export type BoxMomentKey = 'rebounds' | 'assists' | 'missedTwos' | 'missedThrees' | 'missedFreeThrows' | 'turnovers' | 'steals' | 'blocks';

/** When each of a side's non-scoring counts goes up: sorted game seconds from tip-off. */
export type BoxMoments = Record<BoxMomentKey, readonly number[]>;

/** Made shots of one period of one side. */
export interface PeriodBaskets {
  threes: number;
  twos: number;
  ones: number;
}

/** A search this long without an allocation gives up (never reached on the real season: tested). */
const SEARCH_LIMIT = 20_000;

/**
 * Deals a side's made threes, twos and free throws over its periods so that every period adds up
 * to its real points: each period near its share of each kind, the drawn one of the closest
 * fits that leaves the later periods a way to add up. `undefined` when no allocation exists.
 *
 * @example
 * basketsByPeriod(rng, [30, 25, 31, 28], { threes: 12, twos: 30, ones: 22 }) // e.g. [{ threes: 3, twos: 8, ones: 6 }, …]
 */
export function basketsByPeriod(rng: Rng, points: readonly number[], made: PeriodBaskets): PeriodBaskets[] | undefined {
  let budget = SEARCH_LIMIT;
  const search = (i: number, left: PeriodBaskets): PeriodBaskets[] | undefined => {
    const target = points[i] ?? 0;
    if (i === points.length - 1) return 3 * left.threes + 2 * left.twos + left.ones === target ? [left] : undefined;
    const share = target / Math.max(1, points.slice(i).reduce((a, b) => a + b, 0));
    for (const option of optionsFor(rng, target, left, share)) {
      budget -= 1;
      if (budget < 0) return undefined;
      const rest = search(i + 1, { threes: left.threes - option.threes, twos: left.twos - option.twos, ones: left.ones - option.ones });
      if (rest) return [option, ...rest];
    }
    return undefined;
  };
  if (points.length === 0) return made.threes + made.twos + made.ones === 0 ? [] : undefined;
  return search(0, made);
}

/** Every way to make `target` from what is left, closest to the period's share first (ties drawn). */
function optionsFor(rng: Rng, target: number, left: PeriodBaskets, share: number): PeriodBaskets[] {
  const options: Array<PeriodBaskets & { distance: number }> = [];
  for (let threes = 0; threes <= Math.min(left.threes, Math.floor(target / 3)); threes += 1) {
    for (let twos = 0; twos <= Math.min(left.twos, Math.floor((target - 3 * threes) / 2)); twos += 1) {
      const ones = target - 3 * threes - 2 * twos;
      if (ones > left.ones) continue;
      const distance = Math.abs(threes - left.threes * share) + Math.abs(twos - left.twos * share) + Math.abs(ones - left.ones * share) + rng() * 1.5;
      options.push({ threes, twos, ones, distance });
    }
  }
  return options.sort((a, b) => a.distance - b.distance).map(({ threes, twos, ones }) => ({ threes, twos, ones }));
}

/**
 * When the non-scoring counts go up. Assists go with made field goals (an assist is a pass to
 * one); missed free throws with trips to the line; the rest anywhere in the game.
 *
 * @example
 * boxMoments(rng, box, 2880, [33, 120], [200]).rebounds.length // box.rebounds
 */
export function boxMoments(rng: Rng, box: BasketballTeamBox, gameSeconds: number, fieldGoals: readonly number[], freeThrows: readonly number[]): BoxMoments {
  const anywhere = (count: number) => Array.from({ length: count }, () => randomInt(rng, 1, gameSeconds));
  const amongOr = (from: readonly number[], count: number) => (from.length === 0 ? anywhere(count) : Array.from({ length: count }, () => from[randomInt(rng, 0, from.length - 1)] ?? 0));
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  return {
    rebounds: sorted(anywhere(box.rebounds)),
    assists: sorted(shuffled(rng, fieldGoals).slice(0, box.assists).concat(anywhere(Math.max(0, box.assists - fieldGoals.length)))),
    missedTwos: sorted(anywhere(box.fieldGoalsAttempted - box.fieldGoalsMade - (box.threesAttempted - box.threesMade))),
    missedThrees: sorted(anywhere(box.threesAttempted - box.threesMade)),
    missedFreeThrows: sorted(amongOr(freeThrows, box.freeThrowsAttempted - box.freeThrowsMade)),
    turnovers: sorted(anywhere(box.turnovers)),
    steals: sorted(anywhere(box.steals)),
    blocks: sorted(anywhere(box.blocks)),
  };
}

/** How many of the sorted `moments` are at or before `at`. */
export function countUpTo(moments: readonly number[], at: number): number {
  let low = 0;
  let high = moments.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((moments[mid] ?? Infinity) <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A side's box as far as the game has gone: made shots from the baskets so far, the rest from its moments. */
export function boxAt(made: PeriodBaskets, moments: BoxMoments, at: number): BasketballTeamBox {
  const n = (key: BoxMomentKey) => countUpTo(moments[key], at);
  const fieldGoalsMade = made.threes + made.twos;
  return {
    points: 3 * made.threes + 2 * made.twos + made.ones,
    rebounds: n('rebounds'),
    assists: n('assists'),
    fieldGoalsMade,
    fieldGoalsAttempted: fieldGoalsMade + n('missedTwos') + n('missedThrees'),
    threesMade: made.threes,
    threesAttempted: made.threes + n('missedThrees'),
    freeThrowsMade: made.ones,
    freeThrowsAttempted: made.ones + n('missedFreeThrows'),
    turnovers: n('turnovers'),
    steals: n('steals'),
    blocks: n('blocks'),
  };
}

/** Whether a box can be replayed against these period points: its points are theirs and its shots add up. */
export function boxFits(box: BasketballTeamBox, periodPoints: readonly number[]): boolean {
  const total = periodPoints.reduce((a, b) => a + b, 0);
  const twos = box.fieldGoalsMade - box.threesMade;
  return box.points === total && twos >= 0 && 3 * box.threesMade + 2 * twos + box.freeThrowsMade === total
    && box.fieldGoalsAttempted - box.fieldGoalsMade >= box.threesAttempted - box.threesMade && box.threesAttempted >= box.threesMade
    && box.freeThrowsAttempted >= box.freeThrowsMade;
}
