import { useEffect, useRef, type RefObject } from 'react';

/** Spec section 2: the scroll-bottom trigger distance, in px. */
export const REACH_BOTTOM_DISTANCE = 100;

/**
 * Calls `onReachBottom` when the container scrolls within `distance` px of its end: once per
 * arrival, again only after it has left that zone (e.g. because more content was loaded).
 */
export function useReachBottom(
  ref: RefObject<HTMLElement | null>,
  onReachBottom: (() => void) | undefined,
  distance = REACH_BOTTOM_DISTANCE,
): void {
  const callback = useRef(onReachBottom);
  const enabled = onReachBottom !== undefined;

  useEffect(() => {
    callback.current = onReachBottom;
  }, [onReachBottom]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let inside = false;
    const onScroll = () => {
      const near = element.scrollHeight - element.scrollTop - element.clientHeight <= distance;
      if (near && !inside) callback.current?.();
      inside = near;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref, enabled, distance]);
}
