import { useTranslation } from 'react-i18next';
import type { LotteryIssueSummary } from '@scoreline/contract';
import styles from './data.module.css';
import { beijingDate, beijingDayTime } from '../../../lib/time/beijing.ts';

type IssueLike = Pick<LotteryIssueSummary, 'number' | 'saturday' | 'status' | 'salesCloseAt' | 'settled' | 'result'>;

/** An issue in a list: number, weekend, status and, once drawn, its result line. */
export function IssueRow({ issue, onOpen }: { issue: IssueLike; onOpen: () => void }) {
  const { t } = useTranslation();
  const sub =
    issue.status === 'selling'
      ? t('data.issues.closesAt', { time: beijingDayTime(issue.salesCloseAt) })
      : issue.result ?? t('data.issues.settled', { count: issue.settled });
  return (
    <div className={styles.issueRow} onClick={onOpen} data-testid={`issue-${issue.number}`}>
      <div>
        <div className={styles.issueNumber}>{t('data.issues.number', { number: issue.number })}</div>
        <div className={styles.issueSub}>{t('data.issues.weekend', { date: beijingDate(Date.parse(`${issue.saturday}T04:00:00Z`)) })}</div>
      </div>
      <div style={{ textAlign: 'right' }}>
        <div className={styles[`status_${issue.status}`]}>{t(`data.issues.status.${issue.status}`)}</div>
        <div className={styles.issueSub} style={{ fontFamily: 'monospace', letterSpacing: 1 }}>
          {sub}
        </div>
      </div>
    </div>
  );
}
