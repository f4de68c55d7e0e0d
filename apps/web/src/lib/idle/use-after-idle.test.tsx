import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from './use-after-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useAfterIdle', () => {
  it('is false until the browser has been idle, then true', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(1500);
      idle = run;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useAfterIdle(1500));
    expect(result.current).toBe(false);
    act(() => idle?.());
    expect(result.current).toBe(true);
  });

  it('gives up waiting when unmounted first', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = renderHook(() => useAfterIdle(1500));
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('turns true after the fallback delay where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterIdle(1500, 300));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});
