/** What other modules (the feed job, basketball calls) use of lottery-data. */
export { assignLotteryNumbers, isLotteryFixture, LOTTERY_COMPETITIONS } from './lottery-numbering.ts';
export { lotteryBusinessDay, saleCutoff, weekdayLabel } from './lottery-day.ts';
export { basketballQuote, priceBasketball, footballQuote, priceFootball } from './lottery-prices.ts';
export { LotteryDataService } from './lottery-data.service.ts';
