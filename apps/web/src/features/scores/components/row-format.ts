import type { Pair, RowPrices, ScoreRowModel } from '../model/score-row.ts';
import type { RowLabels } from './row-labels.ts';

export const pairText = (pair: Pair | null) => (pair ? `${pair.home}-${pair.away}` : '');

/** A handicap line with its sign (`-0.5`, `+1.25`, `0`). */
export function lineText(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : String(line);
}

/** The prices cell: 1X2 as three prices; handicap and spread as home price, line, away price. */
export function pricesText(prices: RowPrices | null): string {
  if (!prices) return '';
  const values = prices.values.map((value) => value.toFixed(2));
  if (prices.line === null) return values.join(' ');
  const line = lineText(prices.line);
  return values.length === 2 ? `${values[0]} ${line} ${values[1]}` : line;
}

/** The state cell: the minute or quarter clock while in play, else what the match is doing. */
export function stateText(row: ScoreRowModel, labels: RowLabels): string {
  if (row.status === 'finished') return labels.finished;
  if (row.status === 'postponed') return labels.postponed;
  if (row.status === 'scheduled') return labels.notStarted;
  // A football match pauses only at half-time (the feed's one football break).
  if (row.status === 'break' && row.sport === 'football') return labels.halfTimeBreak;
  if (row.status === 'break') return row.period ? `${labels.period(row.period)} ${labels.breakState}` : labels.breakState;
  if (row.sport === 'basketball') return row.period ? `${labels.period(row.period)} ${row.clock ?? ''}`.trim() : '';
  return row.clock ? `${row.clock}'` : '';
}
