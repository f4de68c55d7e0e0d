import type { ReactNode } from 'react';
import styles from './content.module.css';

/** A white block with a red-marked title and an optional "more" link. */
export function Section({ title, onMore, moreLabel, children, testId }: { title: string; onMore?: () => void; moreLabel?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{title}</span>
        {onMore && (
          <button type="button" className={styles.more} onClick={onMore}>
            {moreLabel}
          </button>
        )}
      </div>
      {children}
    </section>
  );
}
