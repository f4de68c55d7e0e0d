import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { useIssues } from '../api/issues.ts';
import { IssueRow } from '../components/issue-row.tsx';
import { Empty, QueryState } from '../components/query-state.tsx';
import styles from '../components/data.module.css';
import { dataPaths, issueHref } from '../data-paths.ts';

/** data_list_14: the 14-match issues, those on sale or awaiting results first. */
export default function IssuesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issues = useIssues();
  return (
    <Page
      testId="issues-page"
      nav={{
        title: t('data.issues.title'),
        tone: 'brand',
        right: (
          <button type="button" className={styles.sectionLink} style={{ color: '#fff' }} onClick={() => void navigate(dataPaths.draws)} data-testid="to-draws">
            {t('data.draws.short')}
          </button>
        ),
      }}
      onRefresh={() => issues.refetch()}
    >
      <QueryState query={issues}>
        {(data) => (
          <section className={styles.section}>
            {data.issues.length === 0 ? <Empty text={t('data.issues.none')} /> : data.issues.map((i) => <IssueRow key={i.number} issue={i} onOpen={() => void navigate(issueHref(i.number))} />)}
          </section>
        )}
      </QueryState>
      <div className={styles.note}>{t('data.issues.rules')}</div>
    </Page>
  );
}
