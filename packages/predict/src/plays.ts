/**
 * Play and option codes exactly as lottery-rules.md §1, §2 and §7 spell them, each list in the
 * canonical option order of §0. (They belong in packages/lottery once it exists; predict would
 * then import them from there.)
 */
import type { Probability } from './units.ts';

/**
 * Jingcai football 胜平负 / 让球胜平负 and beidan 胜平负 (with handicap): home win, draw, home loss.
 * @example SPF_OPTIONS.indexOf('1') // 1: the draw is the second option
 */
export const SPF_OPTIONS = ['3', '1', '0'] as const;
/** One SPF/RQSPF result code. */
export type SpfCode = (typeof SPF_OPTIONS)[number];

const HOME_WIN_SCORES = ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2'] as const;
const AWAY_WIN_SCORES = ['0:1', '0:2', '1:2', '0:3', '1:3', '2:3', '0:4', '1:4', '2:4'] as const;
const DRAW_SCORES = ['0:0', '1:1', '2:2', '3:3', '平其他'] as const;

/**
 * Jingcai 比分 (31): the listed scores, then 胜其他 / 平其他 / 负其他 for everything else of that result.
 * @example JINGCAI_BF_OPTIONS[12] // "胜其他"
 */
export const JINGCAI_BF_OPTIONS = [
  ...HOME_WIN_SCORES, '5:0', '5:1', '5:2', '胜其他',
  ...DRAW_SCORES,
  ...AWAY_WIN_SCORES, '0:5', '1:5', '2:5', '负其他',
] as const;
/** One jingcai correct-score option. */
export type JingcaiBfCode = (typeof JINGCAI_BF_OPTIONS)[number];

/**
 * Beidan 比分 (25): like jingcai but 5:0, 5:1, 5:2 (and 0:5, 1:5, 2:5) fall into the "other" options.
 * @example BEIDAN_BF_OPTIONS[9] // "胜其他"
 */
export const BEIDAN_BF_OPTIONS = [
  ...HOME_WIN_SCORES, '胜其他',
  ...DRAW_SCORES,
  ...AWAY_WIN_SCORES, '负其他',
] as const;
/** One beidan correct-score option. */
export type BeidanBfCode = (typeof BEIDAN_BF_OPTIONS)[number];

/**
 * 总进球 (jingcai and beidan): total goals 0 … 6, then 7 or more.
 * @example ZJQ_OPTIONS[Math.min(9, 7)] // "7+"
 */
export const ZJQ_OPTIONS = ['0', '1', '2', '3', '4', '5', '6', '7+'] as const;
/** One total-goals option. */
export type ZjqCode = (typeof ZJQ_OPTIONS)[number];

/**
 * 半全场 (jingcai and beidan): half-time result digit, then full-time result digit.
 * @example BQC_OPTIONS[6] // "03": behind at half-time, won
 */
export const BQC_OPTIONS = ['33', '31', '30', '13', '11', '10', '03', '01', '00'] as const;
/** One half-time/full-time option. */
export type BqcCode = (typeof BQC_OPTIONS)[number];

/**
 * Beidan 上下单双: 上 = total ≥ 3, 下 = total < 3; 单/双 = odd/even total.
 * @example SXDS_OPTIONS[2] // "下单": exactly one goal
 */
export const SXDS_OPTIONS = ['上单', '上双', '下单', '下双'] as const;
/** One 上下单双 option. */
export type SxdsCode = (typeof SXDS_OPTIONS)[number];

/**
 * Jingcai basketball 胜负 and 让分胜负: home win, home loss (no draws).
 * @example SF_OPTIONS // ['3', '0']
 */
export const SF_OPTIONS = ['3', '0'] as const;
/** One SF/RFSF code. */
export type SfCode = (typeof SF_OPTIONS)[number];

/**
 * Jingcai basketball 胜分差: home by 1–5 … 26+, then away by the same bands.
 * @example SFC_OPTIONS[7] // "A2": away by 6–10
 */
export const SFC_OPTIONS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6'] as const;
/** One 胜分差 band. */
export type SfcCode = (typeof SFC_OPTIONS)[number];

/**
 * Jingcai basketball 大小分: over, under the line.
 * @example DXF_OPTIONS // ['大', '小']
 */
export const DXF_OPTIONS = ['大', '小'] as const;
/** One 大小分 code. */
export type DxfCode = (typeof DXF_OPTIONS)[number];

/**
 * A probability for one option of a play; a play's distribution is a list of these in the
 * canonical option order.
 * @example const draw: OptionProbability<SpfCode> = { code: '1', probability: toProbability(0.27) };
 */
export interface OptionProbability<C extends string> {
  readonly code: C;
  readonly probability: Probability;
}

/**
 * The SPF result code of a score (from the home team's view): 3 home win, 1 draw, 0 home loss.
 * @example resultCode(2, 1) // "3"
 */
export function resultCode(home: number, away: number): SpfCode {
  return home > away ? '3' : home === away ? '1' : '0';
}
