import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('counts down whole seconds to zero', () => {
  const { result } = renderHook(() => useCountdown());
  expect(result.current.seconds).toBe(0);
  act(() => result.current.start(60));
  expect(result.current.seconds).toBe(60);
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(result.current.seconds).toBe(59);
  act(() => {
    vi.advanceTimersByTime(59_000);
  });
  expect(result.current.seconds).toBe(0);
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  expect(result.current.seconds).toBe(0);
});
