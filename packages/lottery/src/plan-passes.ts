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
  ensure(Array.isArray(value) && value.length > 0, 'passes must list at least one pass type, e.g. ["2串1"]');
  ensure(value.every((v) => typeof v === 'string'), 'passes must be labels like "2串1"');
  const labels = [...new Set(value)];
  const { cap } = selectionLimits(game, matches, rules.mixedCap);
  const legal = new Set(legalPasses(game, matches, rules));
  const folds = new Set<number>();
  let bundles = 0;
  for (const label of labels) {
    const kind = parsePass(game, label);
    ensure(kind, `unknown pass type ${label} for ${game}`);
    checkOne(label, kind.kind, kind.m, { n: matches.length, cap, bankers, legal });
    if (kind.kind === 'bundle') bundles += 1;
    for (const k of kind.folds) folds.add(k);
  }
  ensure(bundles === 0 || labels.length === 1, 'an M串N pass type cannot be combined with other pass types');
  const sorted = [...folds].sort((a, b) => a - b);
  ensure(bankers <= (sorted[0] ?? 0), `${bankers} bankers need every fold to have at least ${bankers} matches`);
  ensure(bankers < matches.length || sorted.length > 0, 'bankers must leave matches to combine');
  return { passes: labels, folds: sorted, cap };
}

function checkOne(label: string, kind: string, m: number, at: { n: number; cap: number; bankers: number; legal: Set<string> }): void {
  if (at.legal.has(label)) return;
  ensure(at.bankers <= m, `${at.bankers} bankers need every fold to have at least ${at.bankers} matches (${label} has ${m})`);
  if (kind === 'single') {
    ensure(at.bankers === 0, '单关 cannot be combined with bankers');
    ensure(false, '单关 needs every match open for singles (singleAllowed) and a play that allows singles');
  }
  ensure(m <= at.cap, `pass type ${label} is beyond the leg limit ${at.cap} of the plays in this plan`);
  ensure(m <= at.n, `pass type ${label} needs ${m} matches, the plan has ${at.n}`);
  if (kind === 'bundle') {
    ensure(m === at.n, `pass type ${label} needs exactly ${m} matches, the plan has ${at.n}`);
    ensure(at.bankers === 0, `bankers cannot be used with ${label}`);
  }
  ensure(false, `pass type ${label} is not allowed for this selection`);
}

function checkPoolPlan(game: 'sfc' | 'rjiu', matches: readonly Match[], value: unknown, bankers: number): PassCheck {
  ensure(value === undefined || (Array.isArray(value) && value.length === 0), `${game} plans have no passes`);
  if (game === 'sfc') {
    ensure(matches.length === 14, `sfc needs all 14 matches, the plan lists ${matches.length}`);
    ensure(bankers === 0, 'sfc has no bankers');
    return { passes: [], folds: [14], cap: 14 };
  }
  ensure(matches.length >= 9 && matches.length <= 14, `rjiu needs 9 to 14 selected matches, the plan lists ${matches.length}`);
  ensure(bankers <= 8, `rjiu allows at most 8 bankers, the plan has ${bankers}`);
  return { passes: [], folds: [9], cap: 9 };
}

