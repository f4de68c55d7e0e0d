import type { ReactNode, Ref } from 'react';
import { NavBar } from '../../../components/nav-bar/nav-bar.tsx';
import styles from './lottery.module.css';

interface LotteryLayoutProps {
  title: string;
  testId: string;
  children: ReactNode;
  footer?: ReactNode;
  right?: ReactNode;
  /** The scroll container, for virtualised lists inside it. */
  scrollRef?: Ref<HTMLDivElement>;
}

/** A calculator screen: the red header, one scroll area (which long lists virtualise against), a pinned footer. */
export function LotteryLayout({ title, testId, children, footer, right, scrollRef }: LotteryLayoutProps) {
  return (
    <section className={styles.page} data-testid={testId}>
      <NavBar title={title} tone="brand" right={right} />
      <div className={styles.scroll} ref={scrollRef}>
        {children}
      </div>
      {footer}
    </section>
  );
}
