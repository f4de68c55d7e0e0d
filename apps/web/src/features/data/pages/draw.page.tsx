import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useIssue, useIssueStats } from '../api/issues.ts';
import { IssueMatchRow, IssueStatsGrid } from '../components/issue-parts.tsx';
import { IssueSummary } from '../components/issue-summary.tsx';
import { QueryState } from '../components/query-state.tsx';
import styles from '../components/data.module.css';
import { useQueryParam } from '../hooks/use-query-param.ts';

/** history_list_kj?issue=…: an issue's draw: the result line, its statistics and the 14 scores. */
export default function DrawPage() {
  const { t } = useTranslation();
  const number = useQueryParam('issue');
  const issue = useIssue(number);
  const stats = useIssueStats(number);
  return (
    <Page testId="draw-page" nav={{ title: t('data.draws.titleOf', { number }), tone: 'brand' }} onRefresh={() => Promise.all([issue.refetch(), stats.refetch()])}>
      <QueryState query={issue} rows={14} missing={number === ''}>
        {(data) => (
          <>
            <IssueSummary issue={data} />
            <section className={styles.section}>
              <div className={styles.sectionTitle}>{t('data.draws.stats')}</div>
              <QueryState query={stats} rows={2}>
                {(s) => (
                  <>
                    <IssueStatsGrid stats={s} />
                    {s.upsets.length > 0 && <div className={styles.note}>{t('data.draws.upsets', { positions: s.upsets.join(', ') })}</div>}
                  </>
                )}
              </QueryState>
            </section>
            <section className={styles.section} data-testid="draw-matches">
              <div className={styles.sectionTitle}>{t('data.issues.matches')}</div>
              {data.matches.map((m) => (
                <IssueMatchRow key={m.position} match={m} />
              ))}
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
