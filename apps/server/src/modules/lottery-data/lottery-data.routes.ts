import type { Locale } from '@scoreline/contract';
import type { HandlerMap } from '../../platform/context.ts';
import { dayRows, toIssueDetail, toIssueSummary } from './lottery-data.mapper.ts';
import { MAX_LISTED_ISSUES, type LotteryDataService, type LotteryEntry } from './lottery-data.service.ts';

type LotteryDataCalls =
  | 'lotterySpfPrices'
  | 'lotteryScorePrices'
  | 'lotteryHalfFullPrices'
  | 'lotteryTotalGoalsPrices'
  | 'lotteryOddEvenPrices'
  | 'lotteryReverseScorePrices'
  | 'lotteryIssues'
  | 'lotteryIssueDetail'
  | 'lotteryIssueNumbers'
  | 'lotteryIssueStatistics';

/** The lottery data calls (MobileFoot dateGame variants and 14-match issues), over the board. */
export function lotteryDataHandlers(service: LotteryDataService): HandlerMap<LotteryDataCalls> {
  const day =
    <R>(row: (e: LotteryEntry, locale: Locale) => R) =>
    async (p: { date?: string | undefined; matchId?: string | undefined }, ctx: { locale: Locale }) => {
      const d = service.footballDay(p.date, p.matchId);
      return { day: d.day, weekday: d.weekday, stale: d.stale, matches: d.entries.map((e) => row(e, ctx.locale)) };
    };
  return {
    lotterySpfPrices: day(dayRows.spf),
    lotteryScorePrices: day(dayRows.bifen),
    lotteryHalfFullPrices: day(dayRows.bqc),
    lotteryTotalGoalsPrices: day(dayRows.qiu),
    lotteryOddEvenPrices: day(dayRows.sxds),
    lotteryReverseScorePrices: day(dayRows.fanbo),
    lotteryIssues: async () => ({
      stale: service.stale,
      issues: (await service.listIssues()).slice(0, MAX_LISTED_ISSUES).map(({ issue, status }) => toIssueSummary(issue, status)),
    }),
    lotteryIssueDetail: async (p, ctx) => toIssueDetail(await service.issue(p.issue), ctx.locale),
    lotteryIssueNumbers: async (p) => {
      const all = await service.allIssues();
      const page = all.slice((p.page - 1) * p.pageSize, p.page * p.pageSize);
      return {
        page: p.page,
        pageSize: p.pageSize,
        total: all.length,
        // The finished count from the one summary every issue call uses, so no page shows another.
        issues: page.map(({ issue, status }) => {
          const { number, saturday, salesCloseAt, settled, result } = toIssueSummary(issue, status);
          return { number, saturday, status, salesCloseAt, settled, result };
        }),
      };
    },
    lotteryIssueStatistics: async (p) => {
      const { view, stats } = await service.issueStatistics(p.issue);
      return { number: view.issue.number, status: view.status, ...stats };
    },
  };
}
