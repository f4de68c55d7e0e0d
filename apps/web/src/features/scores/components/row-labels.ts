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
}

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
  };
}
