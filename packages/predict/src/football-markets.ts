/**
 * Every football play's distribution, read off a score matrix. Each function returns the play's
 * options in canonical order (lottery-rules §0) with probabilities summing to 1.
 */
import { sumWhere, type ScoreMatrix } from './goal-model.ts';
import {
  BEIDAN_BF_OPTIONS,
  JINGCAI_BF_OPTIONS,
  SPF_OPTIONS,
  SXDS_OPTIONS,
  ZJQ_OPTIONS,
  type BeidanBfCode,
  type JingcaiBfCode,
  type OptionProbability,
  type SpfCode,
  type SxdsCode,
  type ZjqCode,
} from './plays.ts';
import { asProbability, type Probability } from './units.ts';

/**
 * Collects the matrix into the options of a play, given the index (into `options`) of the option
 * each score settles as. Indices rather than codes: this runs for every cell of every match.
 */
function collect<C extends string>(
  matrix: ScoreMatrix,
  options: readonly C[],
  settle: (home: number, away: number) => number,
): OptionProbability<C>[] {
  const mass = new Array<number>(options.length).fill(0);
  matrix.p.forEach((row, h) =>
    row.forEach((cell, a) => {
      const i = settle(h, a);
      mass[i] = (mass[i] ?? 0) + cell;
    }),
  );
  return options.map((code, i) => ({ code, probability: asProbability(mass[i] ?? 0) }));
}

/** 0 for a home win, 1 for a draw, 2 for a home loss: the SPF option index. */
const resultIndex = (home: number, away: number): number => (home > away ? 0 : home === away ? 1 : 2);

/**
 * 胜平负 (SPF): home win / draw / home loss.
 * @example oneXTwo(scoreMatrix({ homeRate: 1.5, awayRate: 1, rho: 0 })) // 3: 0.4879, 1: 0.2598, 0: 0.2522
 */
export function oneXTwo(matrix: ScoreMatrix): OptionProbability<SpfCode>[] {
  return collect(matrix, SPF_OPTIONS, resultIndex);
}

/**
 * 让球胜平负 (RQSPF) for an integer home handicap H: the SPF result of (home + H) against away.
 * @example handicapOneXTwo(matrix, -1) // 3 = P(home wins by 2+), 1 = P(by exactly 1), 0 = the rest
 */
export function handicapOneXTwo(matrix: ScoreMatrix, handicap: number): OptionProbability<SpfCode>[] {
  if (!Number.isInteger(handicap)) throw new RangeError(`the lottery handicap is an integer: ${handicap}`);
  return collect(matrix, SPF_OPTIONS, (h, a) => resultIndex(h + handicap, a));
}

/**
 * For a correct-score option list: the index of each listed score (home and away ≤ 5), and of the
 * three "other" options by result. Built once per list, so settling a score allocates nothing.
 */
function scoreIndex(options: readonly string[]): (home: number, away: number) => number {
  const listed = Array.from({ length: 6 }, (_, h) => Array.from({ length: 6 }, (_, a) => options.indexOf(`${h}:${a}`)));
  const other = ['胜其他', '平其他', '负其他'].map((c) => options.indexOf(c));
  return (home, away) => {
    const i = home <= 5 && away <= 5 ? (listed[home]?.[away] ?? -1) : -1;
    return i >= 0 ? i : (other[resultIndex(home, away)] ?? -1);
  };
}

const jingcaiScoreIndex = scoreIndex(JINGCAI_BF_OPTIONS);
const beidanScoreIndex = scoreIndex(BEIDAN_BF_OPTIONS);

/**
 * The jingcai 比分 option a final score settles as (lottery-rules §1).
 * @example jingcaiScoreCode(5, 1) // "5:1"
 * @example jingcaiScoreCode(4, 3) // "胜其他"
 */
export function jingcaiScoreCode(home: number, away: number): JingcaiBfCode {
  const code = JINGCAI_BF_OPTIONS[jingcaiScoreIndex(home, away)];
  if (code === undefined) throw new RangeError(`not a score: ${home}:${away}`);
  return code;
}

/**
 * The beidan 比分 option a final score settles as (lottery-rules §7).
 * @example beidanScoreCode(5, 1) // "胜其他"
 */
export function beidanScoreCode(home: number, away: number): BeidanBfCode {
  const code = BEIDAN_BF_OPTIONS[beidanScoreIndex(home, away)];
  if (code === undefined) throw new RangeError(`not a score: ${home}:${away}`);
  return code;
}

/**
 * 比分 (BF) of jingcai, 31 options; 5:0, 5:1, 5:2 (and mirrored) are listed, the rest of each result
 * goes to 胜其他 / 平其他 / 负其他.
 * @example correctScoreJingcai(matrix).find((o) => o.code === '1:1')?.probability
 */
export function correctScoreJingcai(matrix: ScoreMatrix): OptionProbability<JingcaiBfCode>[] {
  return collect(matrix, JINGCAI_BF_OPTIONS, jingcaiScoreIndex);
}

/**
 * 比分 (BF) of beidan, 25 options; unlike jingcai, 5:0, 5:1 and 5:2 fall into 胜其他 (and 0:5, 1:5,
 * 2:5 into 负其他).
 * @example correctScoreBeidan(matrix).find((o) => o.code === '胜其他')?.probability
 */
export function correctScoreBeidan(matrix: ScoreMatrix): OptionProbability<BeidanBfCode>[] {
  return collect(matrix, BEIDAN_BF_OPTIONS, beidanScoreIndex);
}

/**
 * 总进球 (ZJQ): total goals 0 … 6 and 7+.
 * @example totalGoals(matrix)[0] // { code: '0', probability: P(0:0) }
 */
export function totalGoals(matrix: ScoreMatrix): OptionProbability<ZjqCode>[] {
  return collect(matrix, ZJQ_OPTIONS, (h, a) => Math.min(h + a, 7));
}

/** Over/under probabilities at a line; `push` is non-zero only for an integer line. */
export interface OverUnder {
  readonly over: Probability;
  readonly push: Probability;
  readonly under: Probability;
}

/**
 * Over/under total goals at any line: over = P(total > line), under = P(total < line),
 * push = P(total = line). An Asian quarter line (2.25) is half a stake on each neighbour
 * (2 and 2.5): average the two results.
 * @example overUnder(matrix, 2.5) // { over: P(3+ goals), push: 0, under: P(0–2 goals) }
 */
export function overUnder(matrix: ScoreMatrix, line: number): OverUnder {
  return {
    over: asProbability(sumWhere(matrix, (h, a) => h + a > line)),
    push: asProbability(sumWhere(matrix, (h, a) => h + a === line)),
    under: asProbability(sumWhere(matrix, (h, a) => h + a < line)),
  };
}

/**
 * Beidan 上下单双 (SXDS): 上 = 3+ goals, 下 = 0–2; 单/双 = odd/even total.
 * @example oddEvenHighLow(matrix)[2] // { code: '下单', probability: P(exactly 1 goal) }
 */
export function oddEvenHighLow(matrix: ScoreMatrix): OptionProbability<SxdsCode>[] {
  // 上单 上双 下单 下双: +0 for 上 (3+ goals) or +2 for 下, then +0 for odd or +1 for even.
  return collect(matrix, SXDS_OPTIONS, (h, a) => (h + a >= 3 ? 0 : 2) + ((h + a) % 2 === 1 ? 0 : 1));
}
