import type { ReactNode } from 'react';
import { NavBar, type NavBarProps } from '../nav-bar/nav-bar.tsx';
import { ScrollArea, type ScrollAreaProps } from './scroll-area.tsx';
import styles from './page.module.css';

export interface PageProps extends Omit<ScrollAreaProps, 'testId'> {
  nav: NavBarProps;
  testId: string;
  /** Content pinned under the scroll area (e.g. a submit bar). */
  footer?: ReactNode;
}

/** A screen: navigation bar on top, one scroll area below it. */
export function Page({ nav, testId, footer, children, ...scroll }: PageProps) {
  return (
    <section className={styles.page} data-testid={testId}>
      <NavBar {...nav} />
      <ScrollArea {...scroll}>{children}</ScrollArea>
      {footer}
    </section>
  );
}
