import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { dampPull, initialPullState, PULL_SETTLE_MS, pullReducer, type PullState } from './pull-state.ts';

/**
 * Drives the pull state machine from touches on a scroll container. Listeners are attached
 * natively because React's touchmove listeners are passive and cannot stop the page scrolling.
 */
export function usePullRefresh(
  ref: RefObject<HTMLElement | null>,
  onRefresh: (() => Promise<unknown>) | undefined,
): PullState {
  const [state, dispatch] = useReducer(pullReducer, initialPullState);
  const onRefreshRef = useRef(onRefresh);
  const enabled = onRefresh !== undefined;

  useEffect(() => {
    onRefreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let startY: number | null = null;
    const onStart = (event: TouchEvent) => {
      startY = element.scrollTop <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (startY === null || y === undefined) return;
      const travel = y - startY;
      if (travel <= 0 && element.scrollTop > 0) return;
      if (travel > 0 && event.cancelable) event.preventDefault();
      dispatch({ type: 'pull', distance: dampPull(travel) });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      dispatch({ type: 'release' });
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [ref, enabled]);

  useEffect(() => {
    if (state.phase === 'refreshing') {
      let live = true;
      void Promise.resolve(onRefreshRef.current?.())
        .catch(() => undefined) // the call itself already told the user what went wrong
        .finally(() => live && dispatch({ type: 'refreshed' }));
      return () => {
        live = false;
      };
    }
    if (state.phase === 'aborting' || state.phase === 'restoring') {
      const timer = setTimeout(() => dispatch({ type: 'settled' }), PULL_SETTLE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state.phase]);

  return state;
}
