import { memo, type ReactNode } from 'react';
import { LiveMinute } from '../../../components/live-minute/live-minute.tsx';
import { competitionColour } from '../model/filters.ts';
import { isInPlay, type FlashCell, type RowCompany, type RowPrices, type ScoreRowModel } from '../model/score-row.ts';
import { pairText, pricesText, stateText } from './row-format.ts';
import type { RowLabels } from './row-labels.ts';
import styles from './score-row.module.css';
import { inOrder, sidesOf } from '../../../lib/sides.ts';
import { beijingTime } from '../../../lib/time/beijing.ts';

export const ROW_HEIGHT = 76;

export interface ScoreRowProps {
  row: ScoreRowModel;
  prices: RowPrices | null;
  followed: boolean;
  labels: RowLabels;
  /** The goal count a goals mode shows; undefined in the other modes. */
  goals?: number | null;
  onToggleFollow: (row: ScoreRowModel, follow: boolean) => void;
  onOpen: (row: ScoreRowModel) => void;
}

/** A cell that flashes when the last push changed it; the key restarts the animation each time. */
function Cell({ row, cell, className, children }: { row: ScoreRowModel; cell: FlashCell; className?: string; children: ReactNode }) {
  const flashing = row.change?.cells.includes(cell) ?? false;
  return (
    <span key={flashing ? row.change?.at : 0} className={`${className ?? ''} ${flashing ? styles.flash : ''}`} data-cell={cell} data-flash={flashing || undefined}>
      {children}
    </span>
  );
}

function RedCards({ count }: { count: number | undefined }) {
  return count ? <span className={styles.red}>{count}</span> : null;
}

/** The company whose prices a row shows when the chosen one does not price the match. */
function FallbackCompany({ company, labels }: { company: RowCompany; labels: RowLabels }) {
  const name = labels.companyName(company);
  return (
    <span className={styles.company} title={labels.fallbackCompany(name)} data-testid="score-row-company">
      {name}
    </span>
  );
}

/**
 * One match: competition tag, kick-off and state, teams with red cards, score, half-time
 * score, corners, the chosen company's prices (another's, named, when it does not price the
 * match) and the follow star. Plain (`ScoreRowView`) for the benchmark's baseline; memoised
 * (`ScoreRow`) for the list, where a push makes a new object of the changed row only.
 */
export function ScoreRowView({ row, prices, followed, labels, goals, onToggleFollow, onOpen }: ScoreRowProps) {
  const live = isInPlay(row);
  const sides = sidesOf(row.sport); // basketball: away first
  const [first, second] = sides;
  return (
    <div className={styles.row} data-testid="score-row" data-id={row.id} data-status={row.status} onClick={() => onOpen(row)}>
      <div className={styles.top}>
        <span className={styles.tag} style={{ background: competitionColour(row.competitionId) }}>
          {row.competition}
        </span>
        <span className={styles.time}>{beijingTime(row.kickoffAt)}</span>
        <Cell row={row} cell="clock" className={live ? styles.live : styles.state}>
          {row.status === 'live' && row.liveClock ? <LiveMinute clock={row.liveClock} fallback={row.clock} /> : stateText(row, labels)}
        </Cell>
        <span className={styles.lottery}>{row.lottery ? labels.lotteryNumber(row.lottery) : ''}</span>
        <button
          type="button"
          className={`${styles.star} ${followed ? styles.starOn : ''}`}
          aria-label={followed ? labels.unfollow : labels.follow}
          aria-pressed={followed}
          data-testid="score-row-star"
          onClick={(event) => {
            event.stopPropagation();
            onToggleFollow(row, !followed);
          }}
        >
          {followed ? '★' : '☆'}
        </button>
      </div>
      <div className={styles.main}>
        <span className={styles.home}>
          <RedCards count={row.redCards?.[first]} />
          {row[first].name}
        </span>
        <Cell row={row} cell="score" className={`${styles.score} ${live ? styles.scoreLive : ''}`}>
          {row.score ? inOrder(sides, row.score).join(' - ') : 'VS'}
        </Cell>
        <span className={styles.away}>
          {row[second].name}
          <RedCards count={row.redCards?.[second]} />
        </span>
      </div>
      <div className={styles.bottom}>
        {row.halfTime && <Cell row={row} cell="halfTime">{`${labels.halfTime} ${pairText(row.halfTime)}`}</Cell>}
        {row.corners && <Cell row={row} cell="corners">{`${labels.corners} ${pairText(row.corners)}`}</Cell>}
        {goals !== undefined && goals !== null && <span className={styles.goals} data-testid="score-row-goals">{goals}</span>}
        <span className={styles.prices} data-testid="score-row-prices">
          {prices?.fallback && <FallbackCompany company={prices.fallback} labels={labels} />}
          {pricesText(prices)}
        </span>
      </div>
    </div>
  );
}

export const ScoreRow = memo(ScoreRowView);
