import { useRef, type ReactNode } from 'react';
import { PullIndicator } from '../pull-refresh/pull-indicator.tsx';
import { usePullRefresh } from '../pull-refresh/use-pull-refresh.ts';
import { useReachBottom } from './use-reach-bottom.ts';
import styles from './page.module.css';

export interface ScrollAreaProps {
  children: ReactNode;
  /** Turns on pull-to-refresh; the header stays open until the promise settles. */
  onRefresh?: () => Promise<unknown>;
  /** Called when the user scrolls within 100 px of the end (e.g. load the next page). */
  onReachBottom?: () => void;
  testId?: string;
}

/** The page's one scroll container. */
export function ScrollArea({ children, onRefresh, onReachBottom, testId }: ScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pull = usePullRefresh(ref, onRefresh);
  useReachBottom(ref, onReachBottom);
  return (
    <div ref={ref} className={styles.scroll} data-testid={testId ?? 'page-scroll'}>
      {onRefresh && <PullIndicator state={pull} />}
      {children}
    </div>
  );
}
