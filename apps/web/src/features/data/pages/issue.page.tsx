import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useIssue } from '../api/issues.ts';
import { IssueMatchRow } from '../components/issue-parts.tsx';
import { IssueSummary } from '../components/issue-summary.tsx';
import { QueryState } from '../components/query-state.tsx';
import styles from '../components/data.module.css';
import { useQueryParam } from '../hooks/use-query-param.ts';

/** num_details?issue=…: one 14-match issue, its matches in order with reference prices and results. */
export default function IssuePage() {
  const { t } = useTranslation();
  const number = useQueryParam('issue');
  const issue = useIssue(number);
  return (
    <Page testId="issue-page" nav={{ title: t('data.issues.number', { number }), tone: 'brand' }} onRefresh={() => issue.refetch()}>
      <QueryState query={issue} rows={14} missing={number === ''}>
        {(data) => (
          <>
            <IssueSummary issue={data} />
            <section className={styles.section} data-testid="issue-matches">
              <div className={styles.sectionTitle}>
                <span>{t('data.issues.matches')}</span>
                <span className={styles.issueSub}>{t('data.issues.pricesHint')}</span>
              </div>
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
