import type { TFunction } from 'i18next';
import { splitMatchNumber } from '../../../lib/match-number.ts';
import type { RowCompany } from '../model/score-row.ts';

/**
 * The words a score row shows, resolved once per list render rather than once per row: a
 * thousand rows each calling `t()` and subscribing to the language would cost more than the
 * rows themselves.
 */
export interface RowLabels {
  halfTime: string;
  corners: string;
  breakState: string;
  /** A football match at half-time (the match centre and Discover say HT / ハーフタイム too). */
  halfTimeBreak: string;
  finished: string;
  postponed: string;
  notStarted: string;
  follow: string;
  unfollow: string;
  period: (period: number) => string;
  /** The China Sports Lottery number (`周四001`) in the UI language (`Thu 001`). */
  lotteryNumber: (code: string) => string;
  /** A company's name: the server's (football), else the client's word for basketball's bookmaker and lottery. */
  companyName: (company: RowCompany) => string;
  /** Why a row names a company: the chosen one does not price the match. */
  fallbackCompany: (name: string) => string;
}

/** More distinct match numbers than a week of fixtures shows; the cache starts over past it. */
const LOTTERY_NUMBER_CACHE_LIMIT = 2000;

export function rowLabels(t: TFunction): RowLabels {
  // A row re-renders on each of its live updates; its number's words are looked up once.
  const lotteryNumbers = new Map<string, string>();
  const lotteryNumber = (code: string) => {
    const parts = splitMatchNumber(code);
    // The weekday keys are the date strip's (0 = Sunday).
    return parts ? t('scores.row.lotteryNumber', { day: t(`scores.date.weekday.${parts.weekday}` as 'scores.date.weekday.0'), number: parts.number }) : code;
  };
  return {
    halfTime: t('scores.row.halfTime'),
    corners: t('scores.row.corners'),
    breakState: t('scores.row.break'),
    halfTimeBreak: t('scores.row.halfTimeBreak'),
    finished: t('scores.row.finished'),
    postponed: t('scores.row.postponed'),
    notStarted: t('scores.row.notStarted'),
    follow: t('scores.row.follow'),
    unfollow: t('scores.row.unfollow'),
    companyName: (company) => company.name ?? (company.id === 'bookmaker' || company.id === 'lottery' ? t(`scores.companies.${company.id}`) : company.id),
    fallbackCompany: (name) => t('scores.row.fallbackCompany', { name }),
    period: (period) => (period <= 4 ? t('scores.row.quarter', { n: period }) : t('scores.row.overtime', { n: period - 4 })),
    lotteryNumber: (code) => {
      let text = lotteryNumbers.get(code);
      if (text === undefined) {
        if (lotteryNumbers.size >= LOTTERY_NUMBER_CACHE_LIMIT) lotteryNumbers.clear();
        text = lotteryNumber(code);
        lotteryNumbers.set(code, text);
      }
      return text;
    },
  };
}
