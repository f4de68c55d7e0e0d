/**
 * Play and option code tables (§1, §2, §7, §8) in canonical order, with their leg limits (§3).
 */
import type { Game, PlayInfo } from './types.ts';

const HOME_WINS = ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2'] as const;
const DRAWS = ['0:0', '1:1', '2:2', '3:3', '平其他'] as const;
const AWAY_WINS = ['0:1', '0:2', '1:2', '0:3', '1:3', '2:3', '0:4', '1:4', '2:4'] as const;

/**
 * Jingcai 比分 options (31), canonical order.
 * @example JCZQ_BF_OPTIONS[12] // '胜其他'
 */
export const JCZQ_BF_OPTIONS = [
  ...HOME_WINS, '5:0', '5:1', '5:2', '胜其他', ...DRAWS, ...AWAY_WINS, '0:5', '1:5', '2:5', '负其他',
] as const;

/**
 * Beidan 比分 options (25): 5:0 … fall into 胜其他 / 负其他.
 * @example BEIDAN_BF_OPTIONS[9] // '胜其他'
 */
export const BEIDAN_BF_OPTIONS = [...HOME_WINS, '胜其他', ...DRAWS, ...AWAY_WINS, '负其他'] as const;

const SPF = ['3', '1', '0'] as const;
const ZJQ = ['0', '1', '2', '3', '4', '5', '6', '7+'] as const;
const BQC = ['33', '31', '30', '13', '11', '10', '03', '01', '00'] as const;

function play(code: string, options: readonly string[], legLimit: number, minLegs = 1): PlayInfo {
  return { code, options, legLimit, minLegs };
}

/**
 * Every play per game in canonical play order (§0): code, options, leg limit (§3).
 * sfc/rjiu have the one 3/1/0 answer per match (their leg count is fixed: 14 / 9).
 * @example PLAYS.jczq.map((p) => p.code) // ['SPF', 'RQSPF', 'BF', 'ZJQ', 'BQC']
 */
export const PLAYS: Readonly<Record<Game, readonly PlayInfo[]>> = {
  jczq: [play('SPF', SPF, 8), play('RQSPF', SPF, 8), play('BF', JCZQ_BF_OPTIONS, 4), play('ZJQ', ZJQ, 6), play('BQC', BQC, 4)],
  jclq: [
    play('SF', ['3', '0'], 8),
    play('RFSF', ['3', '0'], 8),
    play('SFC', ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6'], 4),
    play('DXF', ['大', '小'], 8),
  ],
  beidan: [
    play('SPF', SPF, 15),
    play('ZJQ', ZJQ, 6),
    play('SXDS', ['上单', '上双', '下单', '下双'], 6),
    play('BF', BEIDAN_BF_OPTIONS, 3),
    play('BQC', BQC, 6),
    play('SFGG', ['3', '0'], 15, 3),
  ],
  sfc: [play('SPF', SPF, 14, 14)],
  rjiu: [play('SPF', SPF, 9, 9)],
};

/**
 * Leg limit per game and play (§3).
 * @example LEG_LIMITS.jczq.BF // 4
 */
export const LEG_LIMITS: Readonly<Record<Game, Readonly<Record<string, number>>>> = Object.fromEntries(
  Object.entries(PLAYS).map(([game, plays]) => [game, Object.fromEntries(plays.map((p) => [p.code, p.legLimit]))]),
) as Record<Game, Record<string, number>>; // fromEntries loses the key type; the keys are PLAYS' keys

/**
 * Default play of a pick that names none.
 * @example DEFAULT_PLAY.jclq // 'SF'
 */
export const DEFAULT_PLAY: Readonly<Record<Game, string>> = { jczq: 'SPF', jclq: 'SF', beidan: 'SPF', sfc: 'SPF', rjiu: 'SPF' };

/**
 * Finds a play of a game, or undefined.
 * @example findPlay('jczq', 'BF')?.legLimit // 4
 */
export function findPlay(game: Game, code: string): PlayInfo | undefined {
  return PLAYS[game].find((p) => p.code === code);
}

/**
 * Canonical position of a play within its game (for sorting picks).
 * @example playIndex('jczq', 'ZJQ') // 3
 */
export function playIndex(game: Game, code: string): number {
  return PLAYS[game].findIndex((p) => p.code === code);
}

/**
 * Largest plan multiple accepted (§5, product decision; surveyed sites use 99,999).
 * @example parsePlan({ ...plan, multiple: MAX_PLAN_MULTIPLE + 1 }) // throws
 */
export const MAX_PLAN_MULTIPLE = 99_999;

/**
 * Rows enumerated at most for split lists, optimisation and filters (§14).
 * @example splitPlan(plan).rows.length <= ENUMERATION_LIMIT // true
 */
export const ENUMERATION_LIMIT = 100_000;

/**
 * Jingcai odds scale (hundredths) and beidan SP scale (millionths), §0.
 * @example 1.85 * ODDS_SCALE.jingcai // 185
 */
export const ODDS_SCALE = { jingcai: 100, beidan: 1_000_000 } as const;

/**
 * Games whose picks carry odds.
 * @example hasOdds('sfc') // false
 */
export function hasOdds(game: Game): boolean {
  return game === 'jczq' || game === 'jclq' || game === 'beidan';
}

/**
 * 14-match and pick-9 games: pool prizes, no odds, no passes.
 * @example isPoolGame('rjiu') // true
 */
export function isPoolGame(game: Game): game is 'sfc' | 'rjiu' {
  return game === 'sfc' || game === 'rjiu';
}
