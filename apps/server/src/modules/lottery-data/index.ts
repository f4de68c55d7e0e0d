/** What other modules (the feed job, basketball calls) use of lottery-data. */
export { assignLotteryNumbers, isLotteryFixture, LOTTERY_COMPETITIONS } from './lottery-numbering.ts';
export { lotteryBusinessDay, saleCutoff, weekdayLabel } from './lottery-day.ts';
export { basketballQuote, priceBasketball, footballQuote, priceFootball } from './lottery-prices.ts';
export { LotteryDataService } from './lottery-data.service.ts';
// For the calculators (modules/lottery-plans): day entries, issue views and their contract rows.
export { addDays, currentBusinessDay } from './lottery-day.ts';
export type { BasketballLotteryEntry, IssueView, LotteryEntry } from './lottery-data.service.ts';
export { toIssueDetail, toIssueSummary } from './lottery-data.mapper.ts';
export { MAX_LISTED_ISSUES } from './lottery-data.service.ts';
