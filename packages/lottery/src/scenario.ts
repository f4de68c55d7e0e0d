/**
 * Plan prize for one joint result (§6.6): every single bet whose legs all win pays its unit;
 * a void match counts every ticked option at odds 1.00; a bet with only void legs is refunded.
 */
import { forEachCombo, planOptions } from './combos.ts';
import { taxOf } from './money.ts';
import { unitFen } from './prize.ts';
import type { Plan } from './types.ts';

/** Per match: the winning pick indexes (empty = missed), or 'void'. */
export type Hits = readonly (readonly number[] | 'void')[];

/** What one joint result pays, without the plan multiple. */
export interface ScenarioPrize {
  winningBets: number;
  /** Σ unit prizes in fen. */
  fen: number;
  /** Σ unit prizes after tax in fen. */
  netFen: number;
  /** Bets refunded because every leg is void. */
  refunds: number;
}

/**
 * Evaluates the plan for one joint result by enumerating only the winning bets.
 * @example scenarioPrize(e1, [[1], [0], [1]]).fen // 10960
 */
export function scenarioPrize(plan: Plan, hits: Hits): ScenarioPrize {
  const usable = planOptions(plan);
  const options = (m: number, k: number): readonly number[] => {
    const h = hits[m];
    if (h === undefined) return [];
    const all = usable(m, k);
    return h === 'void' ? all : h.filter((i) => all.includes(i));
  };
  const out: ScenarioPrize = { winningBets: 0, fen: 0, netFen: 0, refunds: 0 };
  const scale = plan.oddsScale;
  const bankers = plan.matches.map((m) => m.banker);
  forEachCombo(plan.matches.length, plan.folds, bankers, options, (_k, matches, picks) => {
    let live = 0;
    const odds = matches.map((m, leg) => {
      if (hits[m] === 'void') return scale;
      live += 1;
      return plan.matches[m]?.picks[picks[leg] ?? 0]?.odds ?? scale;
    });
    if (live === 0) {
      out.refunds += 1;
      return;
    }
    const unit = unitFen(plan, odds, live).fen;
    out.winningBets += 1;
    out.fen += unit;
    out.netFen += unit - taxOf(unit, plan.rules.taxFrom);
  });
  return out;
}
