import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (or `timeoutMs` later
 * at most). For what the first screen does not show: mounting it then keeps its code, styles and
 * render out of the first render's task, which on a slow phone blocks input for that long.
 * Without `requestIdleCallback` (Safari) it turns true `fallbackMs` after the first render.
 * The switch is a transition: what it mounts renders in slices React can split, lazy components
 * starting their chunks' fetches each in a slice of its own, not all in one task.
 */
export function useAfterIdle(timeoutMs: number, fallbackMs = 0): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const turnIdle = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(turnIdle, fallbackMs);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(turnIdle, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [timeoutMs, fallbackMs]);
  return idle;
}
