import type { TFunction } from 'i18next';

/**
 * The words a score row shows, resolved once per list render rather than once per row: a
 * thousand rows each calling `t()` and subscribing to the language would cost more than the
 * rows themselves.
 */
export interface RowLabels {
  halfTime: string;
  corners: string;
  breakState: string;
  finished: string;
  postponed: string;
  notStarted: string;
  follow: string;
  unfollow: string;
  period: (period: number) => string;
  /** The China Sports Lottery number (`周四001`) in the UI language (`Thu 001`). */
  lotteryNumber: (code: string) => string;
}

/** The official numbers' weekdays, by JavaScript weekday number (0 = Sunday), as the date strip's keys. */
const LOTTERY_WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export function rowLabels(t: TFunction): RowLabels {
  return {
    halfTime: t('scores.row.halfTime'),
    corners: t('scores.row.corners'),
    breakState: t('scores.row.break'),
    finished: t('scores.row.finished'),
    postponed: t('scores.row.postponed'),
    notStarted: t('scores.row.notStarted'),
    follow: t('scores.row.follow'),
    unfollow: t('scores.row.unfollow'),
    period: (period) => (period <= 4 ? t('scores.row.quarter', { n: period }) : t('scores.row.overtime', { n: period - 4 })),
    lotteryNumber: (code) => {
      const weekday = LOTTERY_WEEKDAYS.indexOf(code.slice(0, 2));
      if (weekday < 0) return code;
      return t('scores.row.lotteryNumber', { day: t(`scores.date.weekday.${weekday}` as 'scores.date.weekday.0'), number: code.slice(2) });
    },
  };
}
