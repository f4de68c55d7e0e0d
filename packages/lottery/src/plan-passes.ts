/**
 * Pass-type validation of a plan (§4): which labels are legal for the selection, the fold set
 * they generate, bankers, and the fixed 14 / 9 legs of sfc and rjiu.
 */
import { ensure } from './errors.ts';
import { legalPasses, parsePass, selectionLimits } from './passes.ts';
import { isPoolGame } from './plays.ts';
import type { Game, Match, RuleSwitches } from './types.ts';

interface PassCheck {
  passes: string[];
  folds: number[];
  cap: number;
}

/** Validates `passes` for the matches; returns the labels, the fold set and the plan cap. */
export function checkPasses(game: Game, matches: readonly Match[], value: unknown, rules: RuleSwitches): PassCheck {
  const bankers = matches.filter((m) => m.banker).length;
  if (isPoolGame(game)) return checkPoolPlan(game, matches, value, bankers);
  ensure(Array.isArray(value) && value.length > 0, 'passesEmpty');
  ensure(value.every((v) => typeof v === 'string'), 'passesNotLabels');
  const labels = [...new Set(value)];
  const { cap } = selectionLimits(game, matches, rules.mixedCap);
  const legal = new Set(legalPasses(game, matches, rules));
  const folds = new Set<number>();
  let bundles = 0;
  for (const label of labels) {
    const kind = parsePass(game, label);
    ensure(kind, 'passUnknown', { pass: label, game });
    checkOne(label, kind.kind, kind.m, { n: matches.length, cap, bankers, legal });
    if (kind.kind === 'bundle') bundles += 1;
    for (const k of kind.folds) folds.add(k);
  }
  ensure(bundles === 0 || labels.length === 1, 'bundleCombined');
  const sorted = [...folds].sort((a, b) => a - b);
  ensure(bankers <= (sorted[0] ?? 0), 'bankersOverFold', { bankers });
  ensure(bankers < matches.length || sorted.length > 0, 'bankersLeaveNone');
  return { passes: labels, folds: sorted, cap };
}

function checkOne(label: string, kind: string, m: number, at: { n: number; cap: number; bankers: number; legal: Set<string> }): void {
  if (at.legal.has(label)) return;
  ensure(at.bankers <= m, 'bankersOverPass', { bankers: at.bankers, pass: label, legs: m });
  if (kind === 'single') {
    ensure(at.bankers === 0, 'singleWithBankers');
    ensure(false, 'singleNotOpen');
  }
  ensure(m <= at.cap, 'passBeyondLimit', { pass: label, limit: at.cap });
  ensure(m <= at.n, 'passTooFewMatches', { pass: label, legs: m, matches: at.n });
  if (kind === 'bundle') {
    ensure(m === at.n, 'bundleMatches', { pass: label, legs: m, matches: at.n });
    ensure(at.bankers === 0, 'bundleBankers', { pass: label });
  }
  ensure(false, 'passNotAllowed', { pass: label });
}

function checkPoolPlan(game: 'sfc' | 'rjiu', matches: readonly Match[], value: unknown, bankers: number): PassCheck {
  ensure(value === undefined || (Array.isArray(value) && value.length === 0), 'poolPasses', { game });
  if (game === 'sfc') {
    ensure(matches.length === 14, 'sfcMatches', { matches: matches.length });
    ensure(bankers === 0, 'sfcBankers');
    return { passes: [], folds: [14], cap: 14 };
  }
  ensure(matches.length >= 9 && matches.length <= 14, 'rjiuMatches', { matches: matches.length });
  ensure(bankers <= 8, 'rjiuBankers', { bankers });
  return { passes: [], folds: [9], cap: 9 };
}

