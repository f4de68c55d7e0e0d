import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import styles from './match.module.css';

/** 分析 of either sport: a skeleton while it loads, a notice if it failed, else the sections. */
export function AnalysisPanel<D>({ analysis, children }: { analysis: { isPending: boolean; data: D | undefined }; children: (data: D) => ReactNode }) {
  const { t } = useTranslation();
  if (analysis.isPending) return <ListSkeleton rows={8} />;
  if (!analysis.data) return <p className={styles.empty}>{t('match.loadFailed')}</p>;
  return (
    <div className={styles.panel} data-testid="match-analysis">
      {children(analysis.data)}
    </div>
  );
}

/** The head-to-head section: the wins summary in the title, then the meetings (or a notice that there are none). */
export function HeadToHeadSection({ summary, meetings }: { summary: string; meetings: ReactNode | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>
        {t('match.headToHead')}
        <span className={styles.muted}>{summary}</span>
      </h3>
      {meetings ?? <p className={styles.empty}>{t('match.noHeadToHead')}</p>}
    </section>
  );
}

/** One column of the positions table: its (translated) heading and how a row fills it. */
export type PositionsColumn<R> = readonly [head: string, cell: (row: R) => ReactNode];

/**
 * Both teams' rows of the table, in the sport's columns; without rows, `emptyNotice` (by default:
 * the competition has no table).
 */
export function PositionsSection<R extends { team: { id: string; shortName: string } }>({
  rows,
  columns,
  emptyNotice,
}: {
  rows: readonly R[];
  columns: readonly PositionsColumn<R>[];
  emptyNotice?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('match.tablePositions')}</h3>
      {rows.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('match.team')}</th>
              {columns.map(([head], i) => (
                <th key={i}>{head}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.team.id}>
                <td>{r.team.shortName}</td>
                {columns.map(([, cell], i) => (
                  <td key={i}>{cell(r)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.empty}>{emptyNotice ?? t('match.noStandings')}</p>
      )}
    </section>
  );
}
