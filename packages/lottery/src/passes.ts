/**
 * Pass types (§4): 单关, free passes k串1 and the M串N bundle tables of jingcai and beidan.
 */
import { DEFAULT_PLAY, findPlay, isPoolGame } from './plays.ts';
import type { Game, RuleSwitches } from './types.ts';

/** What pass legality needs of a match: its picks' plays, banker and single flags (input or parsed). */
export interface PassMatch {
  picks: readonly { play?: string }[];
  banker?: boolean;
  singleAllowed?: boolean;
}

function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/**
 * Jingcai M串N bundles (§4.2): label → fold sizes. M is the number before 串.
 * @example JINGCAI_BUNDLES['4串11'] // [2, 3, 4]
 */
export const JINGCAI_BUNDLES: Readonly<Record<string, readonly number[]>> = {
  '3串3': [2], '3串4': [2, 3],
  '4串4': [3], '4串5': [3, 4], '4串6': [2], '4串11': range(2, 4),
  '5串5': [4], '5串6': [4, 5], '5串10': [2], '5串16': range(3, 5), '5串20': [2, 3], '5串26': range(2, 5),
  '6串6': [5], '6串7': [5, 6], '6串15': [2], '6串20': [3], '6串22': range(4, 6), '6串35': [2, 3],
  '6串42': range(3, 6), '6串50': range(2, 4), '6串57': range(2, 6),
  '7串7': [6], '7串8': [6, 7], '7串21': [5], '7串35': [4], '7串120': range(2, 7),
  '8串8': [7], '8串9': [7, 8], '8串28': [6], '8串56': [5], '8串70': [4], '8串247': range(2, 8),
};

/**
 * Beidan M串N bundles (§4.3): always up to the full M-fold; some include singles.
 * @example BEIDAN_BUNDLES['2串3'] // [1, 2]
 */
export const BEIDAN_BUNDLES: Readonly<Record<string, readonly number[]>> = {
  '2串3': [1, 2],
  '3串4': [2, 3], '3串7': range(1, 3),
  '4串5': [3, 4], '4串11': range(2, 4), '4串15': range(1, 4),
  '5串6': [4, 5], '5串16': range(3, 5), '5串26': range(2, 5), '5串31': range(1, 5),
  '6串7': [5, 6], '6串22': range(4, 6), '6串42': range(3, 6), '6串57': range(2, 6), '6串63': range(1, 6),
};

/**
 * The single pass label.
 * @example legalPasses('beidan', matches)[0] === SINGLE
 */
export const SINGLE = '单关';

/** A parsed pass label. */
export interface PassKind {
  kind: 'single' | 'free' | 'bundle';
  /** Number of matches the bundle needs (bundle) or fold size (free/single). */
  m: number;
  folds: readonly number[];
}

/**
 * Reads a pass label of a game, or undefined when the game has no such pass.
 * @example parsePass('jczq', '3串4') // { kind: 'bundle', m: 3, folds: [2, 3] }
 */
export function parsePass(game: Game, label: string): PassKind | undefined {
  if (label === SINGLE) return { kind: 'single', m: 1, folds: [1] };
  const match = /^(\d+)串(\d+)$/.exec(label);
  if (!match) return undefined;
  const m = Number(match[1]);
  if (match[2] === '1') return m >= 2 ? { kind: 'free', m, folds: [m] } : undefined;
  const table = game === 'beidan' ? BEIDAN_BUNDLES : JINGCAI_BUNDLES;
  const folds = table[label];
  return folds ? { kind: 'bundle', m, folds } : undefined;
}

/** Leg limits a selection imposes: the plan cap (§3) and the minimum legs (SFGG 3). */
export function selectionLimits(game: Game, matches: readonly PassMatch[], mixedCap: RuleSwitches['mixedCap'] = 'plan'): { cap: number; minLegs: number } {
  let cap = Infinity;
  let widest = 0;
  let minLegs = 1;
  for (const match of matches) {
    for (const pick of match.picks) {
      const info = findPlay(game, pick.play ?? DEFAULT_PLAY[game]);
      if (!info) continue;
      cap = Math.min(cap, info.legLimit);
      widest = Math.max(widest, info.legLimit);
      minLegs = Math.max(minLegs, info.minLegs);
    }
  }
  // Per-combination reading: the plan may reach the widest cap; rows over their own cap drop out.
  const chosen = mixedCap === 'combination' ? widest : cap;
  return { cap: Number.isFinite(chosen) ? chosen : 0, minLegs };
}

/**
 * The pass types a selection may use (§4), in display order: 单关, k串1 ascending, then the
 * M串N bundles for M = number of matches. Bankers rule out 单关 and bundles; sfc/rjiu have none.
 * @example legalPasses('jczq', [a, b, c]) // ['2串1', '3串1', '3串3', '3串4'] for SPF picks
 */
export function legalPasses(game: Game, matches: readonly PassMatch[], rules: Partial<Pick<RuleSwitches, 'mixedCap' | 'sfggBundles'>> = {}): string[] {
  if (isPoolGame(game) || matches.length === 0) return [];
  const { cap, minLegs } = selectionLimits(game, matches, rules.mixedCap);
  const n = matches.length;
  const bankers = matches.filter((m) => m.banker).length;
  const sfgg = game === 'beidan' && matches.some((m) => m.picks.some((p) => p.play === 'SFGG'));
  const out: string[] = [];
  const singles = game === 'beidan' ? !sfgg : matches.every((m) => m.singleAllowed === true);
  if (singles && bankers === 0) out.push(SINGLE);
  for (let k = Math.max(2, minLegs, bankers); k <= Math.min(n, cap); k += 1) out.push(`${k}串1`);
  if (bankers > 0 || n > cap) return out;
  const table = game === 'beidan' ? BEIDAN_BUNDLES : JINGCAI_BUNDLES;
  const allowed = sfgg ? new Set(rules.sfggBundles ?? []) : undefined;
  for (const [label, folds] of Object.entries(table)) {
    if (!label.startsWith(`${n}串`) || (allowed && !allowed.has(label))) continue;
    if (game !== 'beidan' || singles || !folds.includes(1)) out.push(label);
  }
  return out;
}
