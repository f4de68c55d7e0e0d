import {
  basketballModel,
  DEFAULT_MARKET_WEIGHT,
  footballDistributions,
  forecastFootball,
  forecastNbaGame,
  handicapWinLoss,
  JINGCAI_RETURN_RATES,
  NBA_MARKET_WEIGHTS,
  overUnderPoints,
  quotedHandicap,
  toDecimalOdds,
  type DecimalOdds,
  type FootballOdds,
  type JingcaiPlay,
  type OptionProbability,
} from '@scoreline/predict';
import type { BoardOddsPath } from '../feed/live/board.types.ts';
import { basketballQuote, footballQuote, priceBasketball, priceFootball } from '../lottery-data/index.ts';
import type { RatingsFit } from './ai-ratings.ts';

type FootballQuote = NonNullable<ReturnType<typeof footballQuote>>;
type BasketballQuote = NonNullable<ReturnType<typeof basketballQuote>>;

/**
 * What the AI publishes for one match: its probabilities and the picks where they see value
 * against the lottery price in force at publication. The body names its `source`:
 * - `team-ratings-blend`: packages/predict's team ratings (Kalman-filtered attack/defence for
 *   football, the NBA rating model for basketball), fitted on results finished before the
 *   publication (`ai-ratings.ts`), blended with the pre-match market: the path's opening step,
 *   which is the real pre-match quote (never the closing quote, never anything from the match).
 * - `team-ratings`: the ratings alone, when the data has no pre-match quote for the match (the
 *   CSL's file has closing prices only, and a closing price must not feed a forecast).
 * - `market-opening`: the market alone (goal model fitted to the opening 1X2 and O/U 2.5; the
 *   normal margin model on the opening spread and total) when the competition has too little
 *   history for ratings, or the match is not a replayed one.
 */

/** A pick is published when the model's probability beats the lottery's own by this much (3 %). */
export const EDGE_THRESHOLD = 0.03;
const DIGITS = 1e6;

export type PickPlay = 'spf' | 'jqs' | 'bqc' | 'rf' | 'dxf';

export interface PublishedPick {
  play: PickPlay;
  code: string;
  line: number | null;
  probability: number;
  lotteryOdds: number;
  edge: number;
}

export interface ProbabilitySet {
  code: string;
  probability: number;
}

export type ForecastSource = 'team-ratings-blend' | 'team-ratings' | 'market-opening';

/** What the ratings saw and said, for the record (absent for `market-opening`). */
export interface RatingsNote {
  /** Replay instant: only matches finished by then were used. */
  cutoff: number;
  /** The real-data instant the cut-off stands for (the time-decay clock). */
  sourceAt: number;
  /** Results in the fit. */
  matches: number;
  /** Weight of the pre-match market in the blend (null: no market used). */
  marketWeight: number | { margin: number; total: number } | null;
  /** The ratings' own 胜平负 / 胜负, before any blend. */
  own: ProbabilitySet[];
}

export interface FootballForecast {
  sport: 'football';
  source: ForecastSource;
  /** The pre-match quote the forecast used (null: ratings alone). */
  model: FootballQuote | null;
  ratings?: RatingsNote;
  lottery: FootballQuote;
  probabilities: { spf: ProbabilitySet[]; rqspf: { handicap: number; outcomes: ProbabilitySet[] }; jqs: ProbabilitySet[]; bqc: ProbabilitySet[]; bf: ProbabilitySet[] };
  picks: PublishedPick[];
}

export interface BasketballForecast {
  sport: 'basketball';
  source: ForecastSource;
  model: BasketballQuote | null;
  ratings?: RatingsNote;
  lottery: BasketballQuote;
  probabilities: { sf: ProbabilitySet[]; rf: { line: number; outcomes: ProbabilitySet[] }; dxf: { line: number; outcomes: ProbabilitySet[] }; sfc: ProbabilitySet[] };
  picks: PublishedPick[];
}

export type Forecast = FootballForecast | BasketballForecast;

const round = (x: number): number => Math.round(x * DIGITS) / DIGITS;
const rounded = <C extends string>(set: readonly OptionProbability<C>[]): ProbabilitySet[] => set.map((o) => ({ code: o.code, probability: round(o.probability) }));

/** When the market opened for a match: the earliest step of any quote. */
export function openingAt(paths: readonly BoardOddsPath[]): number | null {
  const firsts = paths.map((p) => p.steps[0]?.at).filter((at): at is number => at !== undefined);
  return firsts.length ? Math.min(...firsts) : null;
}

/**
 * The value pick of one play: the option whose model probability beats the probability implied
 * by its lottery odds after the play's return rate (rate ÷ odds) the most, if by the threshold.
 * @example bestPick('spf', 'SPF', null, [{ code: '3', probability: 0.6 }], [{ code: '3', odds: 160 }]) // edge 0.6 × 1.6 / 0.89 − 1 ≈ 0.079
 */
export function bestPick(
  play: PickPlay,
  rate: JingcaiPlay,
  line: number | null,
  model: readonly ProbabilitySet[],
  odds: readonly { code: string; odds: number }[],
): PublishedPick | null {
  let best: PublishedPick | null = null;
  for (const { code, odds: lotteryOdds } of odds) {
    const probability = model.find((m) => m.code === code)?.probability;
    if (probability === undefined) continue;
    const edge = round((probability * lotteryOdds) / 100 / JINGCAI_RETURN_RATES[rate] - 1);
    if (edge >= EDGE_THRESHOLD && (!best || edge > best.edge)) best = { play, code, line, probability, lotteryOdds, edge };
  }
  return best;
}

function footballOdds(q: FootballQuote): FootballOdds {
  return {
    oneXTwo: q.oneXTwo.map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds], // three in, three out
    ...(q.overUnder25 ? { overUnder25: q.overUnder25.map(toDecimalOdds) as [DecimalOdds, DecimalOdds] } : {}),
  };
}

type FootballFit = Extract<RatingsFit, { sport: 'football' }>;
type BasketballFit = Extract<RatingsFit, { sport: 'basketball' }>;

/** How the inputs of one forecast are chosen: the ratings (if any) and whether the data has a real pre-match quote. */
export interface ForecastInputs<F> {
  fit: F | null;
  /** False when the match's only quotes are closing prices (they then stay out of the forecast). */
  preMatchQuoted: boolean;
}

function footballPicks(probabilities: FootballForecast['probabilities'], lottery: FootballQuote): PublishedPick[] {
  const prices = priceFootball(lottery).prices.jingcai;
  return [
    bestPick('spf', 'SPF', null, probabilities.spf, prices.spf),
    bestPick('jqs', 'ZJQ', null, probabilities.jqs, prices.zjq),
    bestPick('bqc', 'BQC', null, probabilities.bqc, prices.bqc),
  ].filter((p): p is PublishedPick => p !== null);
}

/** A football match's forecast at `now`, or null without a current price (or, market-only, an opening 1X2). */
export function forecastFootballMatch(paths: readonly BoardOddsPath[], now: number, inputs: ForecastInputs<FootballFit> = { fit: null, preMatchQuoted: true }): FootballForecast | null {
  const opened = openingAt(paths);
  const opening = opened === null ? null : footballQuote(paths, opened);
  const lottery = footballQuote(paths, now);
  if (!lottery) return null;
  if (inputs.fit) return ratedFootball(inputs.fit, inputs.preMatchQuoted ? opening : null, lottery);
  if (!opening) return null;
  const d = footballDistributions(footballOdds(opening));
  const probabilities = {
    spf: rounded(d.spf),
    rqspf: { handicap: d.rqspf.handicap, outcomes: rounded(d.rqspf.outcomes) },
    jqs: rounded(d.zjq),
    bqc: rounded(d.bqc),
    bf: rounded(d.bf),
  };
  return { sport: 'football', source: 'market-opening', model: opening, lottery, probabilities, picks: footballPicks(probabilities, lottery) };
}

function ratedFootball(fit: FootballFit, market: FootballQuote | null, lottery: FootballQuote): FootballForecast {
  const odds = market ? footballOdds(market) : null;
  const base = { ratings: fit.ratings, home: fit.target.home, away: fit.target.away };
  const own = forecastFootball(base);
  const f = odds ? forecastFootball({ ...base, market: { oneXTwo: odds.oneXTwo, ...(odds.overUnder25 ? { over25: odds.overUnder25 } : {}) } }) : own;
  const handicap = quotedHandicap(f.matrix);
  const probabilities = {
    spf: rounded(f.oneXTwo),
    rqspf: { handicap, outcomes: rounded(f.handicap(handicap)) },
    jqs: rounded(f.totalGoals),
    bqc: rounded(f.halfFull),
    bf: rounded(f.correctScore),
  };
  const ratings = ratingsNote(fit, market ? DEFAULT_MARKET_WEIGHT : null, rounded(own.oneXTwo));
  const source = market ? 'team-ratings-blend' : 'team-ratings';
  return { sport: 'football', source, model: market, ratings, lottery, probabilities, picks: footballPicks(probabilities, lottery) };
}

function ratingsNote(fit: RatingsFit, marketWeight: RatingsNote['marketWeight'], own: ProbabilitySet[]): RatingsNote {
  return { cutoff: fit.history.cutoff, sourceAt: fit.history.sourceAt, matches: fit.history.matches.length, marketWeight, own };
}

/** A basketball match's forecast at `now`, evaluated at the lottery's current lines. */
export function forecastBasketballMatch(paths: readonly BoardOddsPath[], now: number, inputs: ForecastInputs<BasketballFit> = { fit: null, preMatchQuoted: true }): BasketballForecast | null {
  const opened = openingAt(paths);
  const opening = opened === null ? null : basketballQuote(paths, opened);
  const lottery = basketballQuote(paths, now);
  if (!lottery) return null;
  const prices = priceBasketball(lottery);
  const market = inputs.preMatchQuoted ? opening : null;
  if (inputs.fit) {
    const f = forecastNbaGame({ ratings: inputs.fit.ratings, game: inputs.fit.target, ...(market ? { lines: { homeHandicap: market.homeHandicap, total: market.total } } : {}) });
    const own = forecastNbaGame({ ratings: inputs.fit.ratings, game: inputs.fit.target });
    const ratings = ratingsNote(inputs.fit, market ? { ...NBA_MARKET_WEIGHTS } : null, rounded(own.distributions.sf));
    const probabilities = basketballProbabilities(f.model, prices, f.distributions);
    const source = market ? 'team-ratings-blend' : 'team-ratings';
    return { sport: 'basketball', source, model: market, ratings, lottery, probabilities, picks: basketballPicks(probabilities, prices) };
  }
  if (!opening) return null;
  const m = basketballModel({ homeHandicap: opening.homeHandicap, total: opening.total });
  const probabilities = basketballProbabilities(m, prices, priceBasketball(opening).distributions);
  return { sport: 'basketball', source: 'market-opening', model: opening, lottery, probabilities, picks: basketballPicks(probabilities, prices) };
}

type BasketballPrices = ReturnType<typeof priceBasketball>;

/** SF and SFC from the model's own distributions; RF and DXF at the lottery's current lines. */
function basketballProbabilities(m: Parameters<typeof handicapWinLoss>[0], prices: BasketballPrices, d: BasketballPrices['distributions']): BasketballForecast['probabilities'] {
  const rf = { line: prices.rfsf.handicap, outcomes: rounded(handicapWinLoss(m, prices.rfsf.handicap)) };
  const dxf = { line: prices.dxf.line, outcomes: rounded(overUnderPoints(m, prices.dxf.line)) };
  return { sf: rounded(d.sf), rf, dxf, sfc: rounded(d.sfc) };
}

function basketballPicks(probabilities: BasketballForecast['probabilities'], prices: BasketballPrices): PublishedPick[] {
  return [
    bestPick('rf', 'RFSF', probabilities.rf.line, probabilities.rf.outcomes, prices.rfsf.odds),
    bestPick('dxf', 'DXF', probabilities.dxf.line, probabilities.dxf.outcomes, prices.dxf.odds),
  ].filter((p): p is PublishedPick => p !== null);
}
