/**
 * Which option of each play a final result settles as (lottery-rules §1, §2, §7), so a finished
 * match can be shown with its winning options beside the prices.
 */
import { sfcCode } from './basketball.ts';
import { beidanScoreCode, jingcaiScoreCode } from './football-markets.ts';
import { resultCode, type BeidanBfCode, type BqcCode, type DxfCode, type JingcaiBfCode, type SfCode, type SfcCode, type SpfCode, type SxdsCode, type ZjqCode } from './plays.ts';

/** A score from the home team's view. */
export interface Score {
  readonly home: number;
  readonly away: number;
}

/** The winning option of every football play; BQC is null without a half-time score. */
export interface FootballSettlement {
  readonly spf: SpfCode;
  readonly rqspf: SpfCode;
  readonly bf: JingcaiBfCode;
  readonly zjq: ZjqCode;
  readonly bqc: BqcCode | null;
  readonly beidanBf: BeidanBfCode;
  readonly sxds: SxdsCode;
}

/**
 * Settles a football result (90 minutes + stoppage) in every play, RQSPF at the integer home
 * handicap H (also beidan SPF's handicap).
 * @example settleFootball({ home: 2, away: 1 }, { home: 0, away: 1 }, -1)
 * // { spf: '3', rqspf: '1', bf: '2:1', zjq: '3', bqc: '03', beidanBf: '2:1', sxds: '上单' }  (lottery-rules E2)
 */
export function settleFootball(full: Score, half: Score | null, handicap: number): FootballSettlement {
  if (!Number.isInteger(handicap)) throw new RangeError(`the lottery handicap is an integer: ${handicap}`);
  const total = full.home + full.away;
  return {
    spf: resultCode(full.home, full.away),
    rqspf: resultCode(full.home + handicap, full.away),
    bf: jingcaiScoreCode(full.home, full.away),
    zjq: total >= 7 ? '7+' : (String(total) as ZjqCode), // 0 … 6 are exactly the other codes
    bqc: half ? `${resultCode(half.home, half.away)}${resultCode(full.home, full.away)}` : null,
    beidanBf: beidanScoreCode(full.home, full.away),
    sxds: `${total >= 3 ? '上' : '下'}${total % 2 === 1 ? '单' : '双'}`,
  };
}

/** The winning option of every jingcai basketball play. */
export interface BasketballSettlement {
  readonly sf: SfCode;
  readonly rfsf: SfCode;
  readonly sfc: SfcCode;
  readonly dxf: DxfCode;
}

/**
 * Settles a basketball result (overtime included) at a .5 home handicap and a .5 total line.
 * @example settleBasketball({ home: 83, away: 93 }, -5.5, 170.5) // { sf: '0', rfsf: '0', sfc: 'A2', dxf: '大' } (lottery-rules §2)
 */
export function settleBasketball(full: Score, handicap: number, line: number): BasketballSettlement {
  const margin = full.home - full.away;
  return {
    sf: margin > 0 ? '3' : '0',
    rfsf: margin + handicap > 0 ? '3' : '0',
    sfc: sfcCode(margin),
    dxf: full.home + full.away > line ? '大' : '小',
  };
}
