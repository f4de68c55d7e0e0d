import {
  basketballModel,
  footballDistributions,
  handicapWinLoss,
  JINGCAI_RETURN_RATES,
  overUnderPoints,
  toDecimalOdds,
  type DecimalOdds,
  type FootballOdds,
  type JingcaiPlay,
  type OptionProbability,
} from '@scoreline/predict';
import type { BoardOddsPath } from '../feed/live/board.types.ts';
import { basketballQuote, footballQuote, priceBasketball, priceFootball } from '../lottery-data/index.ts';

type FootballQuote = NonNullable<ReturnType<typeof footballQuote>>;
type BasketballQuote = NonNullable<ReturnType<typeof basketballQuote>>;

/**
 * What the AI publishes for one match: its probabilities, made from the pre-match prices of the
 * market's opening (never the closing quote, never anything from the match), and the picks where
 * the model sees value against the lottery price in force at publication.
 *
 * Source `market-opening`: until packages/predict's team-rating model (fitTeamRatings /
 * forecastFootball) is wired in, the probabilities are the goal model fitted to the opening
 * 1X2 and over/under 2.5 (football) and the normal margin model on the opening spread and total
 * (basketball). The body names its source, so the record says which model made each number.
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

export interface FootballForecast {
  sport: 'football';
  source: 'market-opening';
  model: FootballQuote;
  lottery: FootballQuote;
  probabilities: { spf: ProbabilitySet[]; rqspf: { handicap: number; outcomes: ProbabilitySet[] }; jqs: ProbabilitySet[]; bqc: ProbabilitySet[]; bf: ProbabilitySet[] };
  picks: PublishedPick[];
}

export interface BasketballForecast {
  sport: 'basketball';
  source: 'market-opening';
  model: BasketballQuote;
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

/** A football match's forecast at `now`, or null without an opening 1X2 or a current price. */
export function forecastFootballMatch(paths: readonly BoardOddsPath[], now: number): FootballForecast | null {
  const opened = openingAt(paths);
  const model = opened === null ? null : footballQuote(paths, opened);
  const lottery = footballQuote(paths, now);
  if (!model || !lottery) return null;
  const d = footballDistributions(footballOdds(model));
  const prices = priceFootball(lottery).prices.jingcai;
  const probabilities = {
    spf: rounded(d.spf),
    rqspf: { handicap: d.rqspf.handicap, outcomes: rounded(d.rqspf.outcomes) },
    jqs: rounded(d.zjq),
    bqc: rounded(d.bqc),
    bf: rounded(d.bf),
  };
  const picks = [
    bestPick('spf', 'SPF', null, probabilities.spf, prices.spf),
    bestPick('jqs', 'ZJQ', null, probabilities.jqs, prices.zjq),
    bestPick('bqc', 'BQC', null, probabilities.bqc, prices.bqc),
  ].filter((p): p is PublishedPick => p !== null);
  return { sport: 'football', source: 'market-opening', model, lottery, probabilities, picks };
}

/** A basketball match's forecast at `now`, evaluated at the lottery's current lines. */
export function forecastBasketballMatch(paths: readonly BoardOddsPath[], now: number): BasketballForecast | null {
  const opened = openingAt(paths);
  const model = opened === null ? null : basketballQuote(paths, opened);
  const lottery = basketballQuote(paths, now);
  if (!model || !lottery) return null;
  const m = basketballModel({ homeHandicap: model.homeHandicap, total: model.total });
  const prices = priceBasketball(lottery);
  const rf = { line: prices.rfsf.handicap, outcomes: rounded(handicapWinLoss(m, prices.rfsf.handicap)) };
  const dxf = { line: prices.dxf.line, outcomes: rounded(overUnderPoints(m, prices.dxf.line)) };
  const fromOpening = priceBasketball(model).distributions;
  const probabilities = { sf: rounded(fromOpening.sf), rf, dxf, sfc: rounded(fromOpening.sfc) };
  const picks = [
    bestPick('rf', 'RFSF', rf.line, rf.outcomes, prices.rfsf.odds),
    bestPick('dxf', 'DXF', dxf.line, dxf.outcomes, prices.dxf.odds),
  ].filter((p): p is PublishedPick => p !== null);
  return { sport: 'basketball', source: 'market-opening', model, lottery, probabilities, picks };
}
