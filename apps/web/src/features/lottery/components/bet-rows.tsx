import type { SplitRow } from '@scoreline/lottery';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftMatch } from '../model/draft.ts';
import { numberLabel, optionLabel, priceLabel } from '../model/labels.ts';
import styles from './lottery.module.css';

interface BetRowsProps {
  rows: readonly SplitRow[];
  matches: readonly DraftMatch[];
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The right-hand column of a row (unit prize, or multiple and return). */
  amount: (row: SplitRow, index: number) => ReactNode;
  /** Something before the legs (e.g. a protect checkbox). */
  lead?: (index: number) => ReactNode;
}

const ROW_HEIGHT = 52;

/** Single bets in canonical order, virtualised: only the rows on screen exist in the page. */
export function BetRows({ rows, matches, scrollRef, amount, lead }: BetRowsProps) {
  const { t } = useTranslation();
  const numbers = new Map(matches.map((m) => [m.id, numberLabel(t, m.number)]));
  // The list sits below a header inside the scroll area: the virtualiser must know how far down.
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => setMargin(listRef.current?.offsetTop ?? 0), []);
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin: margin });
  return (
    <div ref={listRef} style={{ height: virtual.getTotalSize(), position: 'relative' }} data-testid="bet-rows" data-count={rows.length}>
      {virtual.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div key={item.key} className={styles.row} style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start - margin}px)` }} data-testid={`bet-row-${item.index}`}>
            {lead?.(item.index)}
            <span className={styles.rowIndex}>#{item.index + 1}</span>
            <span className={styles.rowLegs}>
              {row.legs.map((leg) => `${numbers.get(leg.match) ?? leg.match} ${optionLabel(t, leg.play, leg.option)}${leg.odds ? `@${priceLabel(leg.odds)}` : ''}`).join(' × ')}
            </span>
            <span className={styles.rowAmount}>{amount(row, item.index)}</span>
          </div>
        );
      })}
    </div>
  );
}
