import {
  priceBasketballMatch,
  priceFootballMatch,
  reverseScorePrices,
  toDecimalOdds,
  type BasketballPrices,
  type DecimalOdds,
  type FootballOdds,
  type FootballPrices,
  type JingcaiBfCode,
  type ReverseScoreOption,
} from '@scoreline/predict';
import type { BoardOddsPath, BoardOddsStep } from '../feed/live/board.types.ts';

/**
 * A match's lottery prices from its bookmaker odds, via `@scoreline/predict`. Jingcai prices
 * are fixed when sales close, so the quote used is the one in force at the sale cut-off (or now,
 * if sales are still open); before any quote exists the match has no prices yet.
 */

/** Whose quote is used, best first: the sharpest book, then the biggest, then the market average. */
export const COMPANY_PREFERENCE = ['pinnacle', 'bet365', 'avg', 'william-hill', 'bwin', 'interwetten', 'vc-bet', '1xbet', 'betbrain'] as const;

/** The odds a football match was priced from, for display next to the prices. */
export interface FootballQuote {
  company: string;
  oneXTwo: [number, number, number];
  overUnder25: [number, number] | null;
  /** Instant of the latest step used (a cache key: the prices change only when it does). */
  quotedAt: number;
}

/** A football match's prices and the quote behind them. */
export interface FootballLotteryPrices {
  quote: FootballQuote;
  prices: FootballPrices;
  fanbo: ReverseScoreOption<JingcaiBfCode>[];
}

/** The step of a path in force at `at` (latest at or before it). */
export function stepAt(path: BoardOddsPath, at: number): BoardOddsStep | undefined {
  let found: BoardOddsStep | undefined;
  for (const step of path.steps) {
    if (step.at > at) break;
    found = step;
  }
  return found;
}

function rank(company: string): number {
  const i = (COMPANY_PREFERENCE as readonly string[]).indexOf(company);
  return i < 0 ? COMPANY_PREFERENCE.length : i;
}

/** The preferred company's step in one market (optionally at one line) in force at `at`. */
function pick(paths: readonly BoardOddsPath[], market: BoardOddsPath['market'], at: number, ok: (s: BoardOddsStep) => boolean) {
  const candidates = paths
    .filter((p) => p.market === market)
    .map((p) => ({ company: p.company, step: stepAt(p, at) }))
    .filter((c): c is { company: string; step: BoardOddsStep } => c.step !== undefined && ok(c.step))
    .sort((a, b) => rank(a.company) - rank(b.company) || (a.company < b.company ? -1 : 1));
  return candidates[0];
}

const validOdds = (prices: readonly number[], n: number): boolean => prices.length === n && prices.every((p) => Number.isFinite(p) && p > 1);

/**
 * The quote a football match is priced from: the preferred company's 1X2 in force at `at`, and
 * the preferred over/under 2.5 (the goal model's second target); null without a 1X2.
 * @example footballQuote(board.odds(id), saleCutoff(kickoffAt))?.company // 'pinnacle'
 */
export function footballQuote(paths: readonly BoardOddsPath[], at: number): FootballQuote | null {
  const x = pick(paths, '1x2', at, (s) => validOdds(s.prices, 3));
  if (!x) return null;
  const ou = pick(paths, 'over_under', at, (s) => s.line === 2.5 && validOdds(s.prices, 2));
  const [h = 0, d = 0, a = 0] = x.step.prices;
  const [over = 0, under = 0] = ou?.step.prices ?? [];
  return { company: x.company, oneXTwo: [h, d, a], overUnder25: ou ? [over, under] : null, quotedAt: Math.max(x.step.at, ou?.step.at ?? 0) };
}

/**
 * Every football play's lottery prices from a quote (jingcai at the predict return rates, beidan
 * indicative SP, 反波胆).
 * @example priceFootball({ company: 'pinnacle', oneXTwo: [1.63, 4.38, 5.3], overUnder25: [1.56, 2.56], quotedAt: 0 }).prices.jingcai.spf
 */
export function priceFootball(quote: FootballQuote): FootballLotteryPrices {
  const odds: FootballOdds = {
    oneXTwo: quote.oneXTwo.map(toDecimalOdds) as [DecimalOdds, DecimalOdds, DecimalOdds], // three in, three out
    ...(quote.overUnder25 ? { overUnder25: quote.overUnder25.map(toDecimalOdds) as [DecimalOdds, DecimalOdds] } : {}),
  };
  const prices = priceFootballMatch(odds);
  return { quote, prices, fanbo: reverseScorePrices(prices.distributions.bf) };
}

/** The lines a basketball match was priced from. */
export interface BasketballQuote {
  company: string;
  /** Points added to the home score (negative: home favoured). */
  homeHandicap: number;
  total: number;
  quotedAt: number;
}

/**
 * The spread and total in force at `at`; null unless both are quoted.
 * @example basketballQuote(board.odds(id), now)?.homeHandicap // -5.5
 */
export function basketballQuote(paths: readonly BoardOddsPath[], at: number): BasketballQuote | null {
  const spread = pick(paths, 'spread', at, (s) => s.line !== null && Number.isFinite(s.line));
  const total = pick(paths, 'total', at, (s) => s.line !== null && Number.isFinite(s.line) && s.line > 0);
  if (!spread || !total || spread.step.line === null || total.step.line === null) return null;
  return { company: spread.company, homeHandicap: spread.step.line, total: total.step.line, quotedAt: Math.max(spread.step.at, total.step.at) };
}

/**
 * Jingcai basketball prices (SF, RFSF, SFC, DXF) from a quote.
 * @example priceBasketball({ company: 'nba-lines', homeHandicap: -5.5, total: 221.5, quotedAt: 0 }).rfsf.handicap // -5.5
 */
export function priceBasketball(quote: BasketballQuote): BasketballPrices {
  return priceBasketballMatch({ homeHandicap: quote.homeHandicap, total: quote.total });
}
