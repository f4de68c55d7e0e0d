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

const GAMES: readonly Game[] = ['jczq', 'jclq', 'beidan', 'sfc', 'rjiu'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the plan JSON; throws {@link LotteryInputError} naming the problem.
 * @example parsePlan({ game: 'jczq', matches: [a, b], passes: ['2串1'] }).folds // [2]
 */
export function parsePlan(input: unknown): Plan {
  ensure(isObject(input), 'the plan must be a JSON object');
  const game = input.game as Game;
  ensure(GAMES.includes(game), `game must be one of ${GAMES.join(', ')}`);
  const rules = parseRules(input.rules);
  ensure(Array.isArray(input.matches) && input.matches.length > 0, 'matches must be a non-empty list');
  const matches = input.matches.map((m, i) => parseMatch(game, m, i));
  const ids = new Set(matches.map((m) => m.id));
  ensure(ids.size === matches.length, 'match ids must be unique');
  const multiple = input.multiple ?? 1;
  ensure(Number.isInteger(multiple) && (multiple as number) >= 1 && (multiple as number) <= MAX_PLAN_MULTIPLE, `multiple must be a whole number from 1 to ${MAX_PLAN_MULTIPLE}`);
  checkOnePlay(game, matches);
  const oddsScale = game === 'beidan' ? ODDS_SCALE.beidan : hasOdds(game) ? ODDS_SCALE.jingcai : 1;
  const { passes, folds, cap } = checkPasses(game, matches, input.passes, rules);
  return { game, matches, passes, folds, multiple: multiple as number, oddsScale, cap, rules };
}

function parseRules(value: unknown): RuleSwitches {
  if (value === undefined) return { ...DEFAULT_RULES };
  ensure(isObject(value), 'rules must be an object');
  const rules = { ...DEFAULT_RULES, ...value };
  const choices: [keyof RuleSwitches, readonly unknown[]][] = [
    ['rounding', ['exact-half-even', 'mill-half-even']],
    ['taxFrom', ['over-10000', 'from-10000']],
    ['mixedCap', ['plan', 'combination']],
    ['voidCap', ['live-legs', 'all-legs']],
    ['beidanFloor', ['singles', 'all', 'none']],
    ['minPrize', ['cheapest-win', 'cheapest-bet']],
  ];
  for (const [key, allowed] of choices) ensure(allowed.includes(rules[key]), `rules.${key} must be one of ${allowed.join(', ')}`);
  ensure(Number.isInteger(rules.singleCap) && rules.singleCap > 0, 'rules.singleCap must be a whole number of yuan');
  ensure(rules.beidanCap === null || (Number.isInteger(rules.beidanCap) && rules.beidanCap > 0), 'rules.beidanCap must be null or a whole number of yuan');
  ensure(Array.isArray(rules.sfggBundles) && rules.sfggBundles.every((b) => typeof b === 'string'), 'rules.sfggBundles must be a list of labels');
  return rules;
}

function parseMatch(game: Game, value: unknown, index: number): Match {
  ensure(isObject(value), `match ${index + 1} must be an object`);
  const id = value.id;
  ensure(typeof id === 'string' && id.trim() !== '', `match ${index + 1} needs an id`);
  const where = `match ${id}`;
  const handicap = optionalNumber(value.handicap, `${where}: handicap`);
  const line = optionalNumber(value.line, `${where}: line`);
  ensure(value.banker === undefined || typeof value.banker === 'boolean', `${where}: banker must be true or false`);
  ensure(value.singleAllowed === undefined || typeof value.singleAllowed === 'boolean', `${where}: singleAllowed must be true or false`);
  ensure(Array.isArray(value.picks) && value.picks.length > 0, `${where}: picks must be a non-empty list`);
  const picks = value.picks.map((p) => parsePick(game, p, where));
  picks.sort((a, b) => playIndex(game, a.play) - playIndex(game, b.play) || optionIndex(game, a) - optionIndex(game, b));
  for (let i = 1; i < picks.length; i += 1) {
    const [a, b] = [picks[i - 1], picks[i]];
    ensure(!(a && b && a.play === b.play && a.option === b.option), `${where}: ${b?.play} ${b?.option} is picked twice`);
  }
  const match: Match = { id, handicap, line, banker: value.banker === true, singleAllowed: value.singleAllowed === true, picks };
  checkMatchLines(game, match, where);
  return match;
}

function optionalNumber(value: unknown, what: string): number | null {
  if (value === undefined || value === null) return null;
  ensure(typeof value === 'number' && Number.isFinite(value), `${what} must be a number`);
  return value;
}

function optionIndex(game: Game, pick: PlanPick): number {
  return findPlay(game, pick.play)?.options.indexOf(pick.option) ?? -1;
}

function parsePick(game: Game, value: unknown, where: string): PlanPick {
  ensure(isObject(value), `${where}: each pick must be an object`);
  const play = value.play ?? DEFAULT_PLAY[game];
  ensure(typeof play === 'string', `${where}: play must be a code`);
  const info = findPlay(game, play);
  ensure(info, `${where}: unknown play ${play} for ${game}`);
  const option = typeof value.option === 'number' ? String(value.option) : value.option;
  ensure(typeof option === 'string' && info.options.includes(option), `${where}: option ${String(value.option)} is not in play ${play} (${info.options.join(' ')})`);
  if (!hasOdds(game)) {
    ensure(value.odds === undefined, `${where}: ${game} picks carry no odds`);
    return { play, option, odds: 0, oddsText: '', cap: info.legLimit };
  }
  const decimals = game === 'beidan' ? 6 : 2;
  const scale = 10 ** decimals;
  const odds = parseScaled(value.odds, decimals);
  ensure(odds !== undefined && odds >= scale, `${where}: odds ${JSON.stringify(value.odds)} of ${play} ${option} is not a price (a decimal ≥ 1 with at most ${decimals} decimals)`);
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
  if (game === 'jczq' && plays.has('RQSPF')) ensure(h !== null && Number.isInteger(h) && h !== 0, `${where}: RQSPF needs a non-zero whole-number handicap`);
  if (game === 'jclq' && plays.has('RFSF')) ensure(isHalf(h), `${where}: RFSF needs a handicap ending in .5`);
  if (game === 'jclq' && plays.has('DXF')) ensure(isHalf(match.line) && (match.line ?? 0) > 0, `${where}: DXF needs a positive line ending in .5`);
  if (game === 'beidan' && plays.has('SPF')) ensure(h === null || Number.isInteger(h), `${where}: beidan SPF needs a whole-number handicap`);
  if (game === 'beidan' && plays.has('SFGG')) ensure(isHalf(h), `${where}: SFGG needs a handicap ending in .5`);
}

function checkOnePlay(game: Game, matches: readonly Match[]): void {
  if (game !== 'beidan') return;
  const plays = new Set(matches.flatMap((m) => m.picks.map((p) => p.play)));
  ensure(plays.size === 1, `beidan has no mixed plays: this plan uses ${[...plays].join(', ')}`);
}

