import type { FootballLiveClock } from '@scoreline/contract/web';
import { useLiveMinute } from '../../lib/time/ticker.ts';

export interface LiveMinuteProps {
  /** The half's clock from the reply or push; null: show `fallback` as it is. */
  clock: FootballLiveClock | null;
  /** The minute the server wrote when it built the reply (`67`, `45+2`). */
  fallback: string | null;
}

/**
 * A football minute while a half is played (`67'`, `45+2'`), ticking by itself from the half's
 * kick-off on the server's clock. Only this text renders again when the minute turns: the row,
 * header or list around it does not.
 */
export function LiveMinute({ clock, fallback }: LiveMinuteProps) {
  const minute = useLiveMinute(clock) ?? fallback;
  return <>{minute ? `${minute}'` : ''}</>;
}
