import type { BasketballCalculatorMatch, BeidanCalculatorMatch, FootballCalculatorMatch, Locale } from '@scoreline/contract';
import { AppError } from '../../platform/errors.ts';
import { addDays, currentBusinessDay, MAX_LISTED_ISSUES, toIssueDetail, toIssueSummary, type LotteryDataService, type LotteryEntry } from '../lottery-data/index.ts';
import { toBasketballCalculatorMatch, toBeidanCalculatorMatch, toFootballCalculatorMatch } from './lottery-calculator.mapper.ts';

/**
 * What the calculators select from, over `LotteryDataService` (which numbers and prices the
 * board's matches): the matches still on sale, or every priced match of one business day.
 */

/** Business days listed when no date is given: today's list and the next two (real lists run ~3 days). */
export const SALE_DAYS = 3;

export interface CalculatorList<T> {
  stale: boolean;
  now: number;
  matches: T[];
}

export class LotteryCalculatorService {
  constructor(
    private readonly data: LotteryDataService,
    private readonly now: () => number,
  ) {}

  /** Jingcai football: the matches on sale (or of `date`), by number. */
  football(date: string | undefined, locale: Locale): CalculatorList<FootballCalculatorMatch> {
    return this.list(date, (entries) => entries.flatMap((e) => toFootballCalculatorMatch(e, locale) ?? []));
  }

  /** Beidan: the same matches with indicative SP, numbered 1…N per listing. */
  beidan(date: string | undefined, locale: Locale): CalculatorList<BeidanCalculatorMatch> {
    return this.list(date, (entries) => entries.filter((e) => e.priced).flatMap((e, i) => toBeidanCalculatorMatch(e, i + 1, locale) ?? []));
  }

  /** Jingcai basketball: the matches on sale (or of `date`), by number. */
  basketball(date: string | undefined, locale: Locale): CalculatorList<BasketballCalculatorMatch> {
    const now = this.now();
    const days = date ? [date] : this.days(now);
    const matches = days.flatMap((day) =>
      this.data
        .basketballDay(day)
        .entries.filter((e) => date !== undefined || (e.fixture.status === 'scheduled' && e.saleCloseAt > now))
        .flatMap((e) => toBasketballCalculatorMatch(e, locale) ?? []),
    );
    return { stale: this.data.stale, now, matches };
  }

  /** The 14-match issues, on sale first. */
  async issues() {
    const issues = await this.data.listIssues();
    return { stale: this.data.stale, issues: issues.slice(0, MAX_LISTED_ISSUES).map(({ issue, status }) => toIssueSummary(issue, status)) };
  }

  /** One issue; without a number the one on sale, else the newest. */
  async issue(number: string | undefined, locale: Locale) {
    const chosen = number ?? (await this.data.listIssues())[0]?.issue.number;
    if (chosen === undefined) throw new AppError('notFound', 'lotteryIssueNotFound', { issue: '-' });
    return toIssueDetail(await this.data.issue(chosen), locale);
  }

  private list<T>(date: string | undefined, rows: (entries: LotteryEntry[]) => T[]): CalculatorList<T> {
    const now = this.now();
    const days = date ? [date] : this.days(now);
    const entries = days.flatMap((day) => this.data.footballDay(day).entries);
    const listed = date ? entries : entries.filter((e) => e.fixture.status === 'scheduled' && e.saleCloseAt > now);
    return { stale: this.data.stale, now, matches: rows(listed) };
  }

  private days(now: number): string[] {
    const today = currentBusinessDay(now);
    return Array.from({ length: SALE_DAYS }, (_, i) => addDays(today, i));
  }
}
