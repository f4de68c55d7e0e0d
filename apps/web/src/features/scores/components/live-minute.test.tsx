import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { tickListeners } from '../../../lib/time/ticker.ts';
import { footballRowFixture } from '../model/row.fixture.ts';
import { rowLabels } from './row-labels.ts';
import { ScoreList } from './score-list.tsx';

const NOW = Date.UTC(2026, 10, 29, 12, 0);
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  void i18n.changeLanguage('zh-Hans');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The scores list with a live row (27½ minutes into the first half) and a finished one; counts each row's renders. */
function renderBoard(live = footballRowFixture({ id: 'live', lottery: '周日001', clock: '28', liveClock: { startedAt: NOW - 27.5 * MIN, fromMinute: 0, toMinute: 45, stoppage: 2, speed: 1 } })) {
  const base = rowLabels(i18n.t);
  // Every render of a row with a lottery number writes it once: a render counter per row.
  const lotteryNumber = vi.fn(base.lotteryNumber);
  const rows = [live, footballRowFixture({ id: 'done', lottery: '周日002', status: 'finished', phase: 'finished', clock: '90+4', score: { home: 2, away: 1 } })];
  render(
    <ScoreList rows={rows} scrollRef={createRef<HTMLElement>()} labels={{ ...base, lotteryNumber }} followed={new Set()} pricesOf={() => null} onToggleFollow={vi.fn()} onOpen={vi.fn()} />,
  );
  const renders = (code: string) => lotteryNumber.mock.calls.filter(([c]) => c === code).length;
  const minuteOf = (id: string) => screen.getAllByTestId('score-row').find((r) => r.dataset.id === id)?.querySelector('[data-cell="clock"]')?.textContent;
  return { renders, minuteOf };
}

describe('the live minute in score rows', () => {
  it('advances a live row by itself each minute, without rendering the rows again (the finished row not at all)', () => {
    const { renders, minuteOf } = renderBoard();
    expect(minuteOf('live')).toBe("28'");
    expect(minuteOf('done')).toBe('完场');
    const before = { live: renders('周日001'), done: renders('周日002') };
    expect(before.live).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(MIN);
    });
    expect(minuteOf('live')).toBe("29'");
    act(() => {
      vi.advanceTimersByTime(17 * MIN);
    });
    expect(minuteOf('live')).toBe('45+1\'');
    act(() => {
      vi.advanceTimersByTime(5 * MIN);
    });
    // The announced two minutes of stoppage are the end of the half: the minute waits for the whistle.
    expect(minuteOf('live')).toBe("45+2'");
    expect({ live: renders('周日001'), done: renders('周日002') }).toEqual(before);
    expect(minuteOf('done')).toBe('完场');
  });

  it('runs one timer for the page, only while a live minute is shown', () => {
    renderBoard();
    expect(tickListeners()).toBe(1);
    cleanup();
    expect(tickListeners()).toBe(0);
  });

  it('ticks the second half to 90+3 at the replay speed', () => {
    const { minuteOf } = renderBoard(
      footballRowFixture({ id: 'live', lottery: '周日001', phase: 'second_half', clock: '46', liveClock: { startedAt: NOW, fromMinute: 45, toMinute: 90, stoppage: 3, speed: 10 } }),
    );
    expect(minuteOf('live')).toBe("46'");
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(minuteOf('live')).toBe("47'");
    act(() => {
      vi.advanceTimersByTime(46 * 6_000);
    });
    expect(minuteOf('live')).toBe("90+3'");
  });

  it('shows half-time as 中场 without ticking', () => {
    const { minuteOf } = renderBoard(footballRowFixture({ id: 'live', lottery: '周日001', status: 'break', phase: 'half_time', clock: '45+2', liveClock: null }));
    expect(minuteOf('live')).toBe('中场');
    expect(tickListeners()).toBe(0);
  });
});
