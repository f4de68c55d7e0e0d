import { rankedProbabilityScore, removeMargin, settleBasketball, settleFootball, toDecimalOdds } from '@scoreline/predict';
import type { BoardFixture, BoardOddsPath, ScorePair } from '../feed/live/board.types.ts';
import { footballQuote } from '../lottery-data/index.ts';
import type { PublishedPick } from './ai-model.ts';

/**
 * Settling from the board's real results: a plan wins when every pick's option is the one its
 * play settles as; it returns the product of the published lottery odds per unit staked. A
 * prediction is scored: its 1X2 RPS and the closing market's (margin-free, the last quote at
 * kick-off) are kept for the scorecard.
 */

export interface SettledPick extends PublishedPick {
  fixtureId: string;
  hit: boolean;
}

/** The option a finished match settles a pick's play as (null: the play cannot be settled). */
export function winningCode(pick: PublishedPick, f: Pick<BoardFixture, 'sport' | 'score' | 'halfTime'>): string | null {
  if (!f.score) return null;
  if (f.sport === 'football') {
    const s = settleFootball(f.score, f.halfTime, 0);
    if (pick.play === 'spf') return s.spf;
    if (pick.play === 'jqs') return s.zjq;
    if (pick.play === 'bqc') return s.bqc;
    return null;
  }
  if (pick.line === null) return null;
  if (pick.play === 'rf') return settleBasketball(f.score, pick.line, 0.5).rfsf;
  if (pick.play === 'dxf') return settleBasketball(f.score, -0.5, pick.line).dxf;
  return null;
}

/** A plan's settlement once all its matches are finished; null while any is not (or cannot settle). */
export function settlePlan(
  picks: readonly (PublishedPick & { fixtureId: string })[],
  fixture: (id: string) => BoardFixture | undefined,
): { outcome: 'won' | 'lost'; returnUnits: number; picks: SettledPick[] } | null {
  const settled: SettledPick[] = [];
  for (const pick of picks) {
    const f = fixture(pick.fixtureId);
    if (!f || f.status !== 'finished') return null;
    const code = winningCode(pick, f);
    if (code === null) return null;
    settled.push({ ...pick, hit: code === pick.code });
  }
  const won = settled.every((p) => p.hit);
  const returnUnits = won ? Math.round(settled.reduce((r, p) => r * (p.lotteryOdds / 100), 1) * 1e4) / 1e4 : 0;
  return { outcome: won ? 'won' : 'lost', returnUnits, picks: settled };
}

const SPF_ORDER = ['3', '1', '0'] as const;

/** The 1X2 outcome index (home, draw, away) of a score. */
export function outcomeIndex(score: ScorePair): 0 | 1 | 2 {
  return score.home > score.away ? 0 : score.home === score.away ? 1 : 2;
}

/** A finished football prediction's score: its RPS and the closing market's, or null without a closing 1X2. */
export function scoreFootballPrediction(spf: readonly { code: string; probability: number }[], f: BoardFixture, paths: readonly BoardOddsPath[]) {
  if (!f.score) return null;
  const closing = footballQuote(paths, f.kickoffAt);
  if (!closing) return null;
  const market = removeMargin(closing.oneXTwo.map(toDecimalOdds)).map(Number);
  const ai = SPF_ORDER.map((code) => spf.find((o) => o.code === code)?.probability ?? 0);
  const outcome = outcomeIndex(f.score);
  return {
    score: f.score,
    halfTime: f.halfTime,
    outcome,
    ai,
    market,
    rpsAi: rankedProbabilityScore(ai, outcome),
    rpsMarket: rankedProbabilityScore(market, outcome),
  };
}
