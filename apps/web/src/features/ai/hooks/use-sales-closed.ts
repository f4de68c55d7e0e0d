import { useEffect, useState } from 'react';

/** setTimeout holds at most this many milliseconds (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether a match-bound item's sales have closed: they close at kick-off (the server refuses a
 * pay call from then on). The page flips to 已截止 at kick-off by itself, so a list left open
 * does not keep offering a buy button that can only fail.
 */
export function useSalesClosed(kickoffAt: number): boolean {
  const [closed, setClosed] = useState(() => Date.now() >= kickoffAt);
  useEffect(() => {
    if (Date.now() >= kickoffAt) {
      setClosed(true);
      return undefined;
    }
    setClosed(false);
    const timer = setTimeout(() => setClosed(true), Math.min(kickoffAt - Date.now(), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [kickoffAt]);
  return closed;
}
