import { useEffect } from 'react';
import { subscribeMatch, unsubscribeMatch } from '../../../lib/push/index.ts';
import { isInPlay, type ScoreRowModel } from '../model/score-row.ts';

/** More topics than a day has live football matches; a cap keeps a freak list cheap. */
const MAX_TOPICS = 60;

/**
 * Subscribes to the live football matches of the list shown, so their `footZb` lines (minute,
 * corners, red cards) reach the rows; unsubscribes when they leave the list or finish.
 */
export function useLiveTopics(rows: readonly ScoreRowModel[]): void {
  const ids = rows
    .filter((row) => row.sport === 'football' && isInPlay(row))
    .slice(0, MAX_TOPICS)
    .map((row) => row.id)
    .join(',');
  useEffect(() => {
    if (!ids) return undefined;
    const list = ids.split(',');
    list.forEach((id) => subscribeMatch(id));
    return () => list.forEach((id) => unsubscribeMatch(id));
  }, [ids]);
}
