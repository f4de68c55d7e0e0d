/**
 * Every problem the package can name, by a stable code, with its English text. `{name}` stands
 * for a parameter: a number, a code (pass type, play, option, game, match id) or a field name,
 * never words of a language, so an app can render the code in its user's language from `params`
 * while logs and English callers read `problem`. Codes are never renamed: apps key texts on them.
 * @example LOTTERY_PROBLEMS.passTooFewMatches // 'pass type {pass} needs {legs} matches, the plan has {matches}'
 */
export const LOTTERY_PROBLEMS = {
  // The plan JSON (plan.ts).
  planNotObject: 'the plan must be a JSON object',
  gameUnknown: 'game must be one of {games}',
  matchesEmpty: 'matches must be a non-empty list',
  matchIdsRepeated: 'match ids must be unique',
  multipleOutOfRange: 'multiple must be a whole number from 1 to {max}',
  rulesNotObject: 'rules must be an object',
  ruleNotAllowed: 'rules.{rule} must be one of {allowed}',
  ruleSingleCap: 'rules.singleCap must be a whole number of yuan',
  ruleBeidanCap: 'rules.beidanCap must be null or a whole number of yuan',
  ruleSfggBundles: 'rules.sfggBundles must be a list of labels',
  matchNotObject: 'match {position} must be an object',
  matchNoId: 'match {position} needs an id',
  handicapNotNumber: 'match {match}: handicap must be a number',
  lineNotNumber: 'match {match}: line must be a number',
  bankerNotFlag: 'match {match}: banker must be true or false',
  singleAllowedNotFlag: 'match {match}: singleAllowed must be true or false',
  picksEmpty: 'match {match}: picks must be a non-empty list',
  pickTwice: 'match {match}: {play} {option} is picked twice',
  pickNotObject: 'match {match}: each pick must be an object',
  playNotCode: 'match {match}: play must be a code',
  playUnknown: 'match {match}: unknown play {play} for {game}',
  optionUnknown: 'match {match}: option {option} is not in play {play} ({options})',
  poolPickOdds: 'match {match}: {game} picks carry no odds',
  oddsNotPrice: 'match {match}: odds {odds} of {play} {option} is not a price (a decimal ≥ 1 with at most {decimals} decimals)',
  rqspfHandicap: 'match {match}: RQSPF needs a non-zero whole-number handicap',
  rfsfHandicap: 'match {match}: RFSF needs a handicap ending in .5',
  dxfLine: 'match {match}: DXF needs a positive line ending in .5',
  beidanSpfHandicap: 'match {match}: beidan SPF needs a whole-number handicap',
  sfggHandicap: 'match {match}: SFGG needs a handicap ending in .5',
  beidanMixedPlays: 'beidan has no mixed plays: this plan uses {plays}',

  // Pass types and bankers (plan-passes.ts).
  passesEmpty: 'passes must list at least one pass type, e.g. ["2串1"]',
  passesNotLabels: 'passes must be labels like "2串1"',
  passUnknown: 'unknown pass type {pass} for {game}',
  bundleCombined: 'an M串N pass type cannot be combined with other pass types',
  bankersOverFold: '{bankers} bankers need every fold to have at least {bankers} matches',
  bankersOverPass: '{bankers} bankers need every fold to have at least {bankers} matches ({pass} has {legs})',
  bankersLeaveNone: 'bankers must leave matches to combine',
  singleWithBankers: '单关 cannot be combined with bankers',
  singleNotOpen: '单关 needs every match open for singles (singleAllowed) and a play that allows singles',
  passBeyondLimit: 'pass type {pass} is beyond the leg limit {limit} of the plays in this plan',
  passTooFewMatches: 'pass type {pass} needs {legs} matches, the plan has {matches}',
  bundleMatches: 'pass type {pass} needs exactly {legs} matches, the plan has {matches}',
  bundleBankers: 'bankers cannot be used with {pass}',
  passNotAllowed: 'pass type {pass} is not allowed for this selection',
  poolPasses: '{game} plans have no passes',
  sfcMatches: 'sfc needs all 14 matches, the plan lists {matches}',
  sfcBankers: 'sfc has no bankers',
  rjiuMatches: 'rjiu needs 9 to 14 selected matches, the plan lists {matches}',
  rjiuBankers: 'rjiu allows at most 8 bankers, the plan has {bankers}',

  // Enumeration, splitting and optimisation (split.ts, optimise.ts, money.ts).
  tooManyToFilter: 'the plan has {total} single bets; filtering works on at most {limit}',
  tooManyToOptimise: 'the plan has {total} single bets; optimisation works on at most {limit}',
  tooManyForOddsProduct: 'the plan has {total} bets; an odds-product filter enumerates them and works on at most {limit}',
  splitLimit: 'limit must be a whole number from 0 to {max}',
  splitOffset: 'offset must be a whole number ≥ 0',
  noOddsToOptimise: '{game} plans have no odds to optimise',
  modeUnknown: 'mode must be one of {modes}',
  budgetNotEven: 'budget must be an even whole number of yuan',
  budgetTooSmall: 'budget must be at least {min} yuan (1 multiple for each of the {bets} bets)',
  protectRows: 'protect must list row indexes from 0 to {last}',
  moneyNotAmount: '{field} must be a yuan amount like "100" or "12.50"',

  // Filters (filters.ts, filter-conditions.ts).
  filtersNotObject: 'filters must be an object of conditions',
  filterUnknown: 'unknown filter {name}',
  filterRange: 'filters.{name} must be [lo, hi] with whole numbers lo ≤ hi',
  filterDecimalPair: 'filters.{name} must be ["lo", "hi"] decimals',
  filterDecimalRange: 'filters.{name} must be ["lo", "hi"] decimals with at most {decimals} decimals, lo ≤ hi',
  filterNeedsResults: 'filters.{name} works on 3/1/0 answers only (SPF/RQSPF, SF/RFSF plans, sfc, rjiu)',
  filterMatchUnknown: '{field}: match {match} is not in the plan',
  filterPairsEmpty: '{field} must list {"match", "option"} pairs',
  filterPairIncomplete: '{field}: each pair needs match and option',
  referenceOddsNotPrice: 'filters.referenceOdds.{match}: {odds} is not a price',
  referenceOddsMissing: 'filters.{name} needs referenceOdds for match {match} (sfc/rjiu have no odds of their own)',
  toleranceNotWhole: 'filters.tolerance must be a whole number ≥ 0',
  excludeNotList: 'filters.exclude must list result strings or row indexes',
  excludeNotStrings: 'filters.exclude of sfc/rjiu lists result strings',
  excludeRows: 'filters.exclude must list row indexes from 0 to {last}',
  excludeLength: 'filters.exclude: {combination} must have {length} characters',
  excludeNotInPlan: 'filters.exclude: {combination} is not a combination of the plan (position {position})',
  excludeMatchCount: 'filters.exclude: {combination} must play exactly {matches} matches',
  prizeRangeNeedsOdds: 'filters.prizeRange needs a jingcai or beidan plan',
  preferencesMissing: 'filters.{name} needs preferences.{which}',
  groupNotObject: 'filters.groups[{index}] must be {"picks": [...], "range": [lo, hi]}',
  foldsNeedOdds: 'filters.folds needs a jingcai or beidan plan',
  foldsNotList: 'filters.folds must list fold sizes',
  foldsGap: "filters.folds must be a contiguous run of the plan's fold sizes (missing {missing})",

  // Settlement (settle.ts, pool.ts).
  scoreNotScore: 'result of {match}: score must be a score like "2:1" (home:away)',
  halfNotScore: 'result of {match}: half must be a score like "2:1" (home:away)',
  basketballDraw: 'result of {match}: basketball has no draws (overtime counts)',
  halfOverFinal: 'result of {match}: half-time {half} is more than the final score',
  bqcNeedsHalf: 'result of {match}: BQC needs the half-time score ("half")',
  matchIndexUnknown: 'no match {index} in the plan',
  resultsNotObject: 'results must map each match id to {"score": "h:a", "half": "h:a"}',
  resultsUnknownMatch: 'results name {match}, which is not in the plan',
  resultsMissingMatch: 'results lack match {match}',
  poolResultLength: 'result must be a string of {length} characters (3, 1, 0 or *), one per listed match',
  poolResultSymbols: 'result may only contain 3, 1, 0 or *',

  // The CLI (command.ts).
  commandUnknown: 'unknown command {command}: use {commands}',
  inputNotObject: 'the input must be one JSON object',
  passesMatchesNotList: 'matches must be a list of matches with picks',
} as const;

/** The code of a problem the package can name. */
export type LotteryProblemCode = keyof typeof LOTTERY_PROBLEMS;

// `{a} x {b}` → 'a' | 'b'; a brace holding a quote or a space is JSON in the text, not a name.
type NamesIn<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? (Name extends `${string}${'"' | ' ' | '.'}${string}` ? never : Name) | NamesIn<Rest> : never;

/** The parameters a problem's text needs: numbers or locale-free codes. */
export type LotteryProblemParams<C extends LotteryProblemCode> = Record<NamesIn<(typeof LOTTERY_PROBLEMS)[C]>, string | number>;

// A code whose text has no placeholders is given alone; the others with their params.
type ParamsArg<C extends LotteryProblemCode> = [NamesIn<(typeof LOTTERY_PROBLEMS)[C]>] extends [never] ? [] : [params: LotteryProblemParams<C>];

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The English text of a problem with its params filled in.
 * @example lotteryProblemText('passTooFewMatches', { pass: '3串1', legs: 3, matches: 2 }) // 'pass type 3串1 needs 3 matches, the plan has 2'
 */
export function lotteryProblemText(code: LotteryProblemCode, params: Readonly<Record<string, string | number>> = {}): string {
  return LOTTERY_PROBLEMS[code].replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The one error the package throws for bad input. `code` and `params` say what is wrong in a
 * form an app renders in its user's language; `problem` (also the message) is the English text,
 * in words a user or a caller can act on (the CLI prints it as `{"error": problem}`).
 * @example try { parsePlan(json) } catch (e) { if (e instanceof LotteryInputError) show(t(`lottery.errors.${e.code}`, e.params)) }
 */
export class LotteryInputError extends Error {
  readonly problem: string;
  readonly code: LotteryProblemCode;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: LotteryProblemCode, params: Readonly<Record<string, string | number>> = {}) {
    const problem = lotteryProblemText(code, params);
    super(problem);
    this.name = 'LotteryInputError';
    this.problem = problem;
    this.code = code;
    this.params = params;
  }
}

/**
 * Throws a {@link LotteryInputError} with the code (and the params its text needs) unless the
 * condition holds.
 * @example ensure(multiple >= 1, 'multipleOutOfRange', { max: MAX_PLAN_MULTIPLE })
 */
export function ensure<C extends LotteryProblemCode>(condition: unknown, code: C, ...params: ParamsArg<C>): asserts condition {
  if (!condition) throw new LotteryInputError(code, params[0] ?? {});
}
