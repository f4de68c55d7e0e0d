/**
 * parsePlan: the CLI plan JSON in, a validated {@link Plan} out, or a LotteryInputError naming
 * the first problem (unknown play, option not in the play, odds not a price, illegal pass …).
 */
import { ensure } from './errors.ts';
import { parseScaled } from './money.ts';
import { checkPasses } from './plan-passes.ts';
import { DEFAULT_PLAY, MAX_PLAN_MULTIPLE, ODDS_SCALE, findPlay, hasOdds, playIndex } from './plays.ts';
import type { Game, Match, Plan, PlanPick, RuleSwitches } from './types.ts';

/**
 * The recommended readings of every [DOUBT] in lottery-rules.md (see README).
 * @example DEFAULT_RULES.rounding // 'exact-half-even'
 */
export const DEFAULT_RULES: Readonly<RuleSwitches> = {
  rounding: 'exact-half-even',
  singleCap: 100_000,
  taxFrom: 'over-10000',
  mixedCap: 'plan',
  voidCap: 'live-legs',
  beidanFloor: 'singles',
  beidanCap: null,
  sfggBundles: [],
  minPrize: 'cheapest-win',
};

/** Every game's code, in the order errors list them. */
export const GAMES: readonly Game[] = ['jczq', 'jclq', 'beidan', 'sfc', 'rjiu'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the plan JSON; throws {@link LotteryInputError} naming the problem.
 * @example parsePlan({ game: 'jczq', matches: [a, b], passes: ['2串1'] }).folds // [2]
 */
export function parsePlan(input: unknown): Plan {
  ensure(isObject(input), 'planNotObject');
  const game = input.game as Game;
  ensure(GAMES.includes(game), 'gameUnknown', { games: GAMES.join(', ') });
  const rules = parseRules(input.rules);
  ensure(Array.isArray(input.matches) && input.matches.length > 0, 'matchesEmpty');
  const matches = input.matches.map((m, i) => parseMatch(game, m, i));
  const ids = new Set(matches.map((m) => m.id));
  ensure(ids.size === matches.length, 'matchIdsRepeated');
  const multiple = input.multiple ?? 1;
  ensure(Number.isInteger(multiple) && (multiple as number) >= 1 && (multiple as number) <= MAX_PLAN_MULTIPLE, 'multipleOutOfRange', { max: MAX_PLAN_MULTIPLE });
  checkOnePlay(game, matches);
  const oddsScale = game === 'beidan' ? ODDS_SCALE.beidan : hasOdds(game) ? ODDS_SCALE.jingcai : 1;
  const { passes, folds, cap } = checkPasses(game, matches, input.passes, rules);
  return { game, matches, passes, folds, multiple: multiple as number, oddsScale, cap, rules };
}

function parseRules(value: unknown): RuleSwitches {
  if (value === undefined) return { ...DEFAULT_RULES };
  ensure(isObject(value), 'rulesNotObject');
  const rules = { ...DEFAULT_RULES, ...value };
  const choices: [keyof RuleSwitches, readonly unknown[]][] = [
    ['rounding', ['exact-half-even', 'mill-half-even']],
    ['taxFrom', ['over-10000', 'from-10000']],
    ['mixedCap', ['plan', 'combination']],
    ['voidCap', ['live-legs', 'all-legs']],
    ['beidanFloor', ['singles', 'all', 'none']],
    ['minPrize', ['cheapest-win', 'cheapest-bet']],
  ];
  for (const [key, allowed] of choices) ensure(allowed.includes(rules[key]), 'ruleNotAllowed', { rule: key, allowed: allowed.join(', ') });
  ensure(Number.isInteger(rules.singleCap) && rules.singleCap > 0, 'ruleSingleCap');
  ensure(rules.beidanCap === null || (Number.isInteger(rules.beidanCap) && rules.beidanCap > 0), 'ruleBeidanCap');
  ensure(Array.isArray(rules.sfggBundles) && rules.sfggBundles.every((b) => typeof b === 'string'), 'ruleSfggBundles');
  return rules;
}

function parseMatch(game: Game, value: unknown, index: number): Match {
  ensure(isObject(value), 'matchNotObject', { position: index + 1 });
  const id = value.id;
  ensure(typeof id === 'string' && id.trim() !== '', 'matchNoId', { position: index + 1 });
  const where = id;
  const handicap = optionalNumber(value.handicap, where, 'handicapNotNumber');
  const line = optionalNumber(value.line, where, 'lineNotNumber');
  ensure(value.banker === undefined || typeof value.banker === 'boolean', 'bankerNotFlag', { match: where });
  ensure(value.singleAllowed === undefined || typeof value.singleAllowed === 'boolean', 'singleAllowedNotFlag', { match: where });
  ensure(Array.isArray(value.picks) && value.picks.length > 0, 'picksEmpty', { match: where });
  const picks = value.picks.map((p) => parsePick(game, p, where));
  picks.sort((a, b) => playIndex(game, a.play) - playIndex(game, b.play) || optionIndex(game, a) - optionIndex(game, b));
  for (let i = 1; i < picks.length; i += 1) {
    const [a, b] = [picks[i - 1], picks[i]];
    ensure(!(a && b && a.play === b.play && a.option === b.option), 'pickTwice', { match: where, play: b?.play ?? '', option: b?.option ?? '' });
  }
  const match: Match = { id, handicap, line, banker: value.banker === true, singleAllowed: value.singleAllowed === true, picks };
  checkMatchLines(game, match, where);
  return match;
}

function optionalNumber(value: unknown, match: string, code: 'handicapNotNumber' | 'lineNotNumber'): number | null {
  if (value === undefined || value === null) return null;
  ensure(typeof value === 'number' && Number.isFinite(value), code, { match });
  return value;
}

function optionIndex(game: Game, pick: PlanPick): number {
  return findPlay(game, pick.play)?.options.indexOf(pick.option) ?? -1;
}

function parsePick(game: Game, value: unknown, where: string): PlanPick {
  ensure(isObject(value), 'pickNotObject', { match: where });
  const play = value.play ?? DEFAULT_PLAY[game];
  ensure(typeof play === 'string', 'playNotCode', { match: where });
  const info = findPlay(game, play);
  ensure(info, 'playUnknown', { match: where, play, game });
  const option = typeof value.option === 'number' ? String(value.option) : value.option;
  ensure(typeof option === 'string' && info.options.includes(option), 'optionUnknown', { match: where, option: String(value.option), play, options: info.options.join(' ') });
  if (!hasOdds(game)) {
    ensure(value.odds === undefined, 'poolPickOdds', { match: where, game });
    return { play, option, odds: 0, oddsText: '', cap: info.legLimit };
  }
  const decimals = game === 'beidan' ? 6 : 2;
  const scale = 10 ** decimals;
  const odds = parseScaled(value.odds, decimals);
  ensure(odds !== undefined && odds >= scale, 'oddsNotPrice', { match: where, odds: JSON.stringify(value.odds) ?? 'undefined', play, option, decimals });
  return { play, option, odds, oddsText: formatOdds(odds, decimals), cap: info.legLimit };
}

/** Odds text with the game's usual decimals: jingcai 2, beidan 2 to 6 (trailing zeros cut). */
function formatOdds(odds: number, decimals: number): string {
  const scale = 10 ** decimals;
  let frac = String(odds % scale).padStart(decimals, '0');
  while (frac.length > 2 && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${Math.floor(odds / scale)}.${frac}`;
}

function isHalf(value: number | null): boolean {
  return value !== null && Math.abs(value % 1) === 0.5;
}

function checkMatchLines(game: Game, match: Match, where: string): void {
  const plays = new Set(match.picks.map((p) => p.play));
  const h = match.handicap;
  if (game === 'jczq' && plays.has('RQSPF')) ensure(h !== null && Number.isInteger(h) && h !== 0, 'rqspfHandicap', { match: where });
  if (game === 'jclq' && plays.has('RFSF')) ensure(isHalf(h), 'rfsfHandicap', { match: where });
  if (game === 'jclq' && plays.has('DXF')) ensure(isHalf(match.line) && (match.line ?? 0) > 0, 'dxfLine', { match: where });
  if (game === 'beidan' && plays.has('SPF')) ensure(h === null || Number.isInteger(h), 'beidanSpfHandicap', { match: where });
  if (game === 'beidan' && plays.has('SFGG')) ensure(isHalf(h), 'sfggHandicap', { match: where });
}

function checkOnePlay(game: Game, matches: readonly Match[]): void {
  if (game !== 'beidan') return;
  const plays = new Set(matches.flatMap((m) => m.picks.map((p) => p.play)));
  ensure(plays.size === 1, 'beidanMixedPlays', { plays: [...plays].join(', ') });
}

