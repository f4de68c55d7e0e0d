import type { ReactNode } from 'react';
import styles from './notice.module.css';

export interface NoticeProps {
  /** A filled antd-mobile icon, shown large in the tone's colour. */
  icon: ReactNode;
  tone?: 'brand' | 'success';
  title: string;
  /** Actions under the title (rounded buttons). */
  children?: ReactNode;
  testId?: string;
}

/**
 * A page's single message when it has nothing else to show (e.g. "log in first", "already
 * done"): icon, one line, actions; the same shape as the network status screen.
 */
export function Notice({ icon, tone = 'brand', title, children, testId }: NoticeProps) {
  return (
    <div className={styles.notice} data-testid={testId}>
      <div className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
