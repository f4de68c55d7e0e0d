import { settleBasketball, settleFootball, type BasketballPrices, type BasketballSettlement, type FootballSettlement } from '@scoreline/predict';
import type { BoardFixture, LotteryNumber, MatchBoard } from '../feed/live/board.types.ts';
import { AppError } from '../../platform/errors.ts';
import { currentBusinessDay, saleCutoff, weekdayLabel } from './lottery-day.ts';
import { issueStatistics, type IssueStatistics } from './lottery-issue-stats.ts';
import { assembleIssues, issueStatus, type IssueStatus, type SfcIssue } from './lottery-issues.ts';
import { assignLotteryNumbers } from './lottery-numbering.ts';
import { basketballQuote, footballQuote, priceBasketball, priceFootball, type BasketballQuote, type FootballLotteryPrices } from './lottery-prices.ts';

/**
 * Lottery data over the match board: the day's numbered football matches with their derived
 * prices, and the weekend 14-match issues. Every node answers from its own board copy, so there
 * is no query; what is expensive (fitting the goal model per match) is cached per quote, and
 * numbering and issues are rebuilt only when the board's revision changes.
 */

/** One lottery match of a day, with everything the day lists show. */
export interface LotteryEntry {
  fixture: BoardFixture;
  number: LotteryNumber;
  saleCloseAt: number;
  /** Null until a bookmaker 1X2 quote exists at the sale cut-off (or now). */
  priced: FootballLotteryPrices | null;
  /** Winning options once finished; `rqspf` only when priced (it needs the quoted handicap). */
  settlement: (Omit<FootballSettlement, 'rqspf'> & { rqspf: FootballSettlement['rqspf'] | null }) | null;
}

/** One jingcai basketball match of a day (numbered 301…). */
export interface BasketballLotteryEntry {
  fixture: BoardFixture;
  number: LotteryNumber;
  saleCloseAt: number;
  priced: { quote: BasketballQuote; prices: BasketballPrices } | null;
  settlement: BasketballSettlement | null;
}

export interface LotteryDay {
  day: string;
  weekday: string;
  stale: boolean;
  entries: LotteryEntry[];
}

/** An issue with its status now and its matches (in issue order). */
export interface IssueView {
  issue: SfcIssue;
  status: IssueStatus;
  entries: { fixture: BoardFixture; number: LotteryNumber | null; spf: readonly [number, number, number] | null; priced: FootballLotteryPrices | null }[];
}

export interface LotteryDataDeps {
  board: MatchBoard;
  now: () => number;
}

/** Priced matches kept: a week of every numbered football match several times over. */
export const MAX_CACHED_PRICES = 2000;
/** The most issues a list shows. */
export const MAX_LISTED_ISSUES = 10;

export class LotteryDataService {
  private readonly prices = new Map<string, FootballLotteryPrices>();
  private derived: { revision: number; numbers: Map<string, LotteryNumber>; issues: SfcIssue[] } | null = null;

  constructor(private readonly deps: LotteryDataDeps) {}

  /** True when the feed is late and the board shows the last known data. */
  get stale(): boolean {
    return this.deps.board.stale;
  }

  /** The numbered football matches of a business day (default: the one in progress), by number. */
  footballDay(date: string | undefined, matchId?: string): LotteryDay {
    const day = date ?? currentBusinessDay(this.deps.now());
    const { numbers } = this.derive();
    const fixtures = this.deps.board.fixtures('football').filter((f) => numbers.get(f.id)?.day === day && (matchId === undefined || f.id === matchId));
    if (matchId !== undefined && fixtures.length === 0) throw new AppError('notFound', 'lotteryMatchNotFound', { id: matchId });
    const entries = fixtures
      .map((f) => this.entry(f, numbers.get(f.id)))
      .filter((e): e is LotteryEntry => e !== null)
      .sort((a, b) => (a.number.code < b.number.code ? -1 : 1));
    return { day, weekday: weekdayLabel(day), stale: this.deps.board.stale, entries };
  }

  /**
   * The numbered basketball matches of a business day with SF, RFSF, SFC and DXF prices from the
   * spread and total in force at the sale cut-off (or now), and the winning options once finished.
   */
  basketballDay(date: string | undefined): { day: string; weekday: string; stale: boolean; entries: BasketballLotteryEntry[] } {
    const day = date ?? currentBusinessDay(this.deps.now());
    const { numbers } = this.derive();
    const entries = this.deps.board
      .fixtures('basketball')
      .flatMap((fixture) => {
        const number = numbers.get(fixture.id);
        if (number?.day !== day) return [];
        const saleCloseAt = saleCutoff(fixture.kickoffAt);
        const quote = basketballQuote(this.deps.board.odds(fixture.id), Math.min(this.deps.now(), saleCloseAt));
        const priced = quote ? { quote, prices: priceBasketball(quote) } : null;
        const settlement =
          fixture.status === 'finished' && fixture.score && priced && fixture.score.home !== fixture.score.away
            ? settleBasketball(fixture.score, priced.prices.rfsf.handicap, priced.prices.dxf.line)
            : null;
        return [{ fixture, number, saleCloseAt, priced, settlement }];
      })
      .sort((a, b) => (a.number.code < b.number.code ? -1 : 1));
    return { day, weekday: weekdayLabel(day), stale: this.deps.board.stale, entries };
  }

  /** Issues the board covers: open ones first, then drawn ones, newest first within each. */
  listIssues(): { issue: SfcIssue; status: IssueStatus }[] {
    const now = this.deps.now();
    const all = this.derive().issues.map((issue) => ({ issue, status: issueStatus(issue, now) }));
    return [...all.filter((i) => i.status !== 'drawn'), ...all.filter((i) => i.status === 'drawn')];
  }

  /** Every issue number the board covers, newest first. */
  allIssues(): { issue: SfcIssue; status: IssueStatus }[] {
    const now = this.deps.now();
    return this.derive().issues.map((issue) => ({ issue, status: issueStatus(issue, now) }));
  }

  /** One issue with its matches; not-found for an issue the board does not cover. */
  issue(number: string): IssueView {
    const issue = this.derive().issues.find((i) => i.number === number);
    if (!issue) throw new AppError('notFound', 'lotteryIssueNotFound', { issue: number });
    const { numbers } = this.derive();
    const entries = issue.fixtureIds.map((id) => {
      const fixture = this.deps.board.fixture(id);
      if (!fixture) throw new AppError('notFound', 'lotteryIssueNotFound', { issue: number }); // the board moved on between reads
      const priced = this.priceOf(fixture, saleCutoff(fixture.kickoffAt));
      const spf = priced ? (priced.prices.jingcai.spf.map((o) => o.odds / 100) as [number, number, number]) : null; // three SPF options
      return { fixture, number: numbers.get(id) ?? null, spf, priced };
    });
    return { issue, status: issueStatus(issue, this.deps.now()), entries };
  }

  /** An issue's statistics over its settled matches, with SPF prices as the reference odds. */
  issueStatistics(number: string): { view: IssueView; stats: IssueStatistics } {
    const view = this.issue(number);
    const stats = issueStatistics(view.entries.map((e, i) => ({ result: view.issue.results[i] ?? null, spf: e.spf })));
    return { view, stats };
  }

  private entry(fixture: BoardFixture, number: LotteryNumber | undefined): LotteryEntry | null {
    if (!number) return null;
    const saleCloseAt = saleCutoff(fixture.kickoffAt);
    const priced = this.priceOf(fixture, saleCloseAt);
    return { fixture, number, saleCloseAt, priced, settlement: settlementOf(fixture, priced) };
  }

  /** Prices from the quote in force at the sale cut-off, or now while sales are open; cached per quote. */
  private priceOf(fixture: BoardFixture, saleCloseAt: number): FootballLotteryPrices | null {
    const quote = footballQuote(this.deps.board.odds(fixture.id), Math.min(this.deps.now(), saleCloseAt));
    if (!quote) return null;
    const key = `${fixture.id}|${quote.company}|${quote.oneXTwo.join(',')}|${quote.overUnder25?.join(',') ?? '-'}`;
    const cached = this.prices.get(key);
    if (cached) return cached;
    const priced = priceFootball(quote);
    this.prices.set(key, priced);
    if (this.prices.size > MAX_CACHED_PRICES) {
      const oldest = this.prices.keys().next().value;
      if (oldest !== undefined) this.prices.delete(oldest);
    }
    return priced;
  }

  /** Numbers and issues, rebuilt when the board changes. */
  private derive(): { numbers: Map<string, LotteryNumber>; issues: SfcIssue[] } {
    const board = this.deps.board;
    if (this.derived?.revision === board.revision) return this.derived;
    const football = board.fixtures('football');
    const all = [...football, ...board.fixtures('basketball')];
    const computed = assignLotteryNumbers(all);
    // The feed may already have numbered fixtures (with the same function); its numbers win.
    for (const f of all) if (f.lottery) computed.set(f.id, f.lottery);
    const kickoffs = all.map((f) => f.kickoffAt);
    const coverage = kickoffs.length > 0 ? { from: Math.min(...kickoffs), to: Math.max(...kickoffs) + 1 } : { from: 0, to: 0 };
    this.derived = { revision: board.revision, numbers: computed, issues: assembleIssues(football, coverage) };
    return this.derived;
  }
}

function settlementOf(fixture: BoardFixture, priced: FootballLotteryPrices | null): LotteryEntry['settlement'] {
  if (fixture.status !== 'finished' || !fixture.score) return null;
  const handicap = priced?.prices.jingcai.rqspf.handicap;
  const settled = settleFootball(fixture.score, fixture.halfTime, handicap ?? 0);
  return { ...settled, rqspf: handicap === undefined ? null : settled.rqspf };
}
