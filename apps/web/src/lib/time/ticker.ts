import { liveMinute, type FootballLiveClock } from '@scoreline/contract/web';
import { useSyncExternalStore } from 'react';
import { serverNow } from './server-clock.ts';

/**
 * One timer for the whole page, for everything that ticks on its own (the live football minute).
 * It runs only while something listens; each listener re-renders only when the value it reads
 * changed, so a row whose minute did not turn, or a row that is not live, is not rendered again.
 */
export const TICK_MS = 1_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}

const noSubscription = () => () => undefined;

/** The server's now to the whole second: two reads within a tick agree, as React requires. */
function tickNow(): number {
  return Math.floor(serverNow() / TICK_MS) * TICK_MS;
}

/** How many listeners the timer has (tests). */
export function tickListeners(): number {
  return listeners.size;
}

/**
 * The minute a live half shows now (`67`, `45+2`), kept current once a second; null without a
 * clock (not in play, or an older reply), which subscribes to nothing.
 */
export function useLiveMinute(clock: FootballLiveClock | null | undefined): string | null {
  return useSyncExternalStore(
    clock ? subscribe : noSubscription,
    () => (clock ? liveMinute(clock, tickNow()) : null),
  );
}
