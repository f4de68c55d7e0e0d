import { settleBasketball, settleFootball, type BasketballPrices, type BasketballSettlement, type FootballSettlement } from '@scoreline/predict';
import type { BoardFixture, LotteryNumber, MatchBoard } from '../feed/live/board.types.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../plugins/db/database.ts';
import { currentBusinessDay, saleCutoff, weekdayLabel } from './lottery-day.ts';
import { issueStatistics, type IssueStatistics } from './lottery-issue-stats.ts';
import type { ReplayCalendar } from '../feed/live/replay-calendar.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import { IssueHistory } from './lottery-history.ts';
import { assembleIssues, fixtureResult, issueStatus, type IssueStatus, type SfcIssue } from './lottery-issues.ts';
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
  /** For issues older than the board's window (rebuilt from the imported seasons); none without it. */
  db?: Db;
  /** Where the replayed seasons sit in time (the feed's calendar); default: unshifted. */
  calendar?: ReplayCalendar;
  /** The calendar seam past issues are dated through (with the board's cut); none: the calendar alone. */
  world?: WorldCalendar;
}

/** Priced matches kept: a week of every numbered football match several times over. */
export const MAX_CACHED_PRICES = 2000;
/** The most issues a list shows. */
export const MAX_LISTED_ISSUES = 10;

export class LotteryDataService {
  private readonly prices = new Map<string, FootballLotteryPrices>();
  private derived: { revision: number; numbers: Map<string, LotteryNumber>; issues: SfcIssue[] } | null = null;

  private readonly history: IssueHistory | null;

  constructor(private readonly deps: LotteryDataDeps) {
    this.history = deps.db ? new IssueHistory(deps.db, deps.calendar, deps.world) : null;
  }

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

  /** Issues on sale or awaiting results first, then drawn ones, newest first within each. */
  async listIssues(): Promise<{ issue: SfcIssue; status: IssueStatus }[]> {
    const all = await this.allIssues();
    return [...all.filter((i) => i.status !== 'drawn'), ...all.filter((i) => i.status === 'drawn')];
  }

  /** Every issue: the board's, then older ones from the history, newest first. */
  async allIssues(): Promise<{ issue: SfcIssue; status: IssueStatus }[]> {
    const now = this.deps.now();
    const board = this.derive().issues;
    const onBoard = new Set(board.map((i) => i.number));
    // The weekend in play and the next are on sale from the calendar before the board holds them whole.
    const coming = ((await this.history?.upcoming(now)) ?? []).filter((i) => !onBoard.has(i.number)).map((i) => this.withBoardResults(i));
    const older = (await this.history?.issues(now)) ?? [];
    return [...board, ...coming, ...older.filter((i) => !onBoard.has(i.number))]
      .sort((a, b) => (a.number < b.number ? 1 : -1))
      .map((issue) => ({ issue, status: issueStatus(issue, now) }));
  }

  /** One issue with its matches; not-found for an issue neither the board nor the history has. */
  async issue(number: string): Promise<IssueView> {
    const onBoard = this.derive().issues.find((i) => i.number === number);
    if (onBoard) return this.boardIssue(onBoard);
    const coming = await this.comingIssue(number);
    if (coming) return coming;
    const past = (await this.history?.issues(this.deps.now()))?.find((i) => i.number === number);
    if (!past || !this.history) throw new AppError('notFound', 'lotteryIssueNotFound', { issue: number });
    const matches = await this.history.matches(past);
    if (matches.length !== past.fixtureIds.length) throw new AppError('notFound', 'lotteryIssueNotFound', { issue: number });
    const entries = matches.map(({ fixture, spf }) => ({ fixture, number: null, spf: spfOf(spf), priced: spf }));
    return { issue: past, status: issueStatus(past, this.deps.now()), entries };
  }

  /** An issue's statistics over its settled matches, with SPF prices as the reference odds. */
  async issueStatistics(number: string): Promise<{ view: IssueView; stats: IssueStatistics }> {
    const view = await this.issue(number);
    const stats = issueStatistics(view.entries.map((e, i) => ({ result: view.issue.results[i] ?? null, spf: e.spf })));
    return { view, stats };
  }

  private boardIssue(issue: SfcIssue): IssueView {
    const { numbers } = this.derive();
    const entries = issue.fixtureIds.map((id) => {
      const fixture = this.deps.board.fixture(id);
      if (!fixture) throw new AppError('notFound', 'lotteryIssueNotFound', { issue: issue.number }); // the board moved on between reads
      const priced = this.priceOf(fixture, saleCutoff(fixture.kickoffAt));
      return { fixture, number: numbers.get(id) ?? null, spf: spfOf(priced), priced };
    });
    return { issue, status: issueStatus(issue, this.deps.now()), entries };
  }

  /** A weekend to come from the calendar, with what the board already holds of its matches. */
  private async comingIssue(number: string): Promise<IssueView | null> {
    const found = (await this.history?.upcoming(this.deps.now()))?.find((i) => i.number === number);
    const fixtures = found && (await this.history?.upcomingFixtures(found));
    if (!found || !fixtures) return null;
    const { numbers } = this.derive();
    const issue = this.withBoardResults(found);
    const entries = fixtures.map((planned) => {
      const fixture = this.deps.board.fixture(planned.id) ?? planned;
      const priced = this.priceOf(fixture, saleCutoff(fixture.kickoffAt));
      return { fixture, number: numbers.get(fixture.id) ?? null, spf: spfOf(priced), priced };
    });
    return { issue, status: issueStatus(issue, this.deps.now()), entries };
  }

  /** An issue from the calendar with the results of the matches the board has finished. */
  private withBoardResults(issue: SfcIssue): SfcIssue {
    const results = issue.fixtureIds.map((id) => {
      const fixture = this.deps.board.fixture(id);
      return fixture ? fixtureResult(fixture) : null;
    });
    return { ...issue, results, result: results.every((r) => r !== null) ? results.join('') : null };
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

/** A match's SPF prices as decimals in the order 3, 1, 0. */
function spfOf(priced: FootballLotteryPrices | null): readonly [number, number, number] | null {
  const [home, draw, away] = priced?.prices.jingcai.spf ?? [];
  return home && draw && away ? [home.odds / 100, draw.odds / 100, away.odds / 100] : null;
}

function settlementOf(fixture: BoardFixture, priced: FootballLotteryPrices | null): LotteryEntry['settlement'] {
  if (fixture.status !== 'finished' || !fixture.score) return null;
  const handicap = priced?.prices.jingcai.rqspf.handicap;
  const settled = settleFootball(fixture.score, fixture.halfTime, handicap ?? 0);
  return { ...settled, rqspf: handicap === undefined ? null : settled.rqspf };
}
