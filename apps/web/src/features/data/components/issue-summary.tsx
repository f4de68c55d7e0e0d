import { useTranslation } from 'react-i18next';
import type { IssueDetail } from '../api/data-types.ts';
import { resultCounts, resultLine } from '../utils/issue-logic.ts';
import { ResultDigits } from './issue-parts.tsx';
import styles from './data.module.css';
import { beijingDayTime } from '../../../lib/time/beijing.ts';

/** An issue's head: status, sales close, the result line so far and its 3/1/0 counts. */
export function IssueSummary({ issue }: { issue: IssueDetail }) {
  const { t } = useTranslation();
  const counts = resultCounts(issue.matches);
  return (
    <section className={styles.section} data-testid="issue-summary">
      <div className={styles.sectionTitle}>
        <span>{t('data.issues.number', { number: issue.number })}</span>
        <span className={styles[`status_${issue.status}`]}>{t(`data.issues.status.${issue.status}`)}</span>
      </div>
      <div className={styles.note}>{t('data.issues.closedAt', { time: beijingDayTime(issue.salesCloseAt), settled: issue.settled })}</div>
      <ResultDigits line={resultLine(issue.matches)} testId="issue-result" />
      <div className={styles.note}>{t('data.issues.counts', { win: counts['3'], draw: counts['1'], loss: counts['0'], open: counts.open + counts['*'] })}</div>
    </section>
  );
}
