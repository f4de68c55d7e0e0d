import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PULL_SETTLE_MS } from '../pull-refresh/pull-state.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { ScrollArea } from './scroll-area.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const touch = (clientY: number) => ({ touches: [{ clientY }] });

function pull(element: HTMLElement, travel: number) {
  fireEvent.touchStart(element, touch(100));
  fireEvent.touchMove(element, touch(100 + travel));
  fireEvent.touchEnd(element, { touches: [] });
}

describe('ScrollArea pull-to-refresh', () => {
  it('refreshes when released past the range and restores when the refresh settles', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ScrollArea onRefresh={onRefresh}>content</ScrollArea>);
    const area = screen.getByTestId('page-scroll');
    const indicator = screen.getByTestId('pull-indicator');

    fireEvent.touchStart(area, touch(100));
    fireEvent.touchMove(area, touch(150));
    expect(indicator.dataset.phase).toBe('pulling');
    fireEvent.touchMove(area, touch(250));
    expect(indicator.dataset.phase).toBe('reached');
    expect(indicator.textContent).toBe('Release to refresh');
    fireEvent.touchEnd(area, { touches: [] });
    expect(indicator.dataset.phase).toBe('refreshing');
    expect(onRefresh).toHaveBeenCalledOnce();

    await act(async () => finish());
    expect(indicator.dataset.phase).toBe('restoring');
    act(() => {
      vi.advanceTimersByTime(PULL_SETTLE_MS);
    });
    expect(indicator.dataset.phase).toBe('idle');
  });

  it('aborts a short pull without refreshing', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(<ScrollArea onRefresh={onRefresh}>content</ScrollArea>);
    pull(screen.getByTestId('page-scroll'), 40);
    expect(screen.getByTestId('pull-indicator').dataset.phase).toBe('aborting');
    act(() => {
      vi.advanceTimersByTime(PULL_SETTLE_MS);
    });
    expect(screen.getByTestId('pull-indicator').dataset.phase).toBe('idle');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('has no pull header without onRefresh', () => {
    render(<ScrollArea>content</ScrollArea>);
    expect(screen.queryByTestId('pull-indicator')).toBeNull();
  });
});

describe('ScrollArea reach-bottom', () => {
  function scrollTo(element: HTMLElement, scrollTop: number) {
    Object.defineProperty(element, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(element, 'clientHeight', { value: 500, configurable: true });
    element.scrollTop = scrollTop;
    fireEvent.scroll(element);
  }

  it('fires once within 100 px of the end and again after leaving that zone', () => {
    const onReachBottom = vi.fn();
    render(<ScrollArea onReachBottom={onReachBottom}>content</ScrollArea>);
    const area = screen.getByTestId('page-scroll');
    scrollTo(area, 399);
    expect(onReachBottom).not.toHaveBeenCalled();
    scrollTo(area, 400);
    scrollTo(area, 450);
    expect(onReachBottom).toHaveBeenCalledOnce();
    scrollTo(area, 200);
    scrollTo(area, 420);
    expect(onReachBottom).toHaveBeenCalledTimes(2);
  });
});
