import { Skeleton } from 'antd-mobile';
import styles from './skeleton.module.css';

/**
 * What a page shows while its code or first data loads: its shape, never a blank screen.
 * `brand` is for pages whose navigation bar is the red header, so the bar does not flash white.
 */
export function PageSkeleton({ nav = true, tone = 'light' }: { nav?: boolean; tone?: 'light' | 'brand' }) {
  return (
    <div className={styles.page} data-testid="page-skeleton" aria-busy="true">
      {nav && <div className={`${styles.nav} ${tone === 'brand' ? styles.brandNav : ''}`} />}
      <div className={styles.body}>
        <CardSkeleton />
        <ListSkeleton rows={4} />
      </div>
    </div>
  );
}

export function CardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton animated className={styles.avatar} />
      <div className={styles.lines}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    </div>
  );
}

export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.list}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} animated className={styles.row} />
      ))}
    </div>
  );
}
