import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the SMS resend wait). It counts from an end time, so a throttled
 * timer in a background tab cannot make it run slow.
 */
export function useCountdown(now: () => number = Date.now): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - now()) / 1000));
      setSeconds(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback((count: number) => setEndsAt(now() + count * 1000), [now]);
  return { seconds, start };
}
