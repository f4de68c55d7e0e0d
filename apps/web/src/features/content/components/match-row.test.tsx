import type { FootballRow } from '@scoreline/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { MatchRow } from './match-row.tsx';

const NOW = Date.UTC(2026, 10, 29, 12, 0);
const team = (id: string, name: string) => ({ id, name, shortName: name, colour: '#EF0107' });
const row: FootballRow = {
  id: 'm1', competitionId: 'premier-league', competition: '英超', kickoffAt: NOW - 80 * 60_000, status: 'live', phase: 'second_half', clock: '67',
  liveClock: { startedAt: NOW - 21.5 * 60_000, fromMinute: 45, toMinute: 90, stoppage: 3, speed: 1 },
  home: team('arsenal', '阿森纳'), away: team('chelsea', '切尔西'), score: { home: 1, away: 0 }, halfTime: { home: 1, away: 0 }, redCards: null, corners: null, lottery: null,
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  void i18n.changeLanguage('zh-Hans');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a home page match row', () => {
  it('ticks a live minute by itself, to 90+3', () => {
    render(<MatchRow row={row} />);
    const minute = () => screen.getByTestId('live-match-minute-m1').textContent;
    expect(minute()).toBe("67'");
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(minute()).toBe("68'");
    act(() => {
      vi.advanceTimersByTime(30 * 60_000);
    });
    expect(minute()).toBe("90+3'");
  });

  it('shows the reply\'s minute when the reply has no clock, and half-time without a minute', () => {
    render(<MatchRow row={{ ...row, liveClock: null }} />);
    expect(screen.getByTestId('live-match-minute-m1').textContent).toBe("67'");
    cleanup();
    render(<MatchRow row={{ ...row, status: 'break', phase: 'half_time', liveClock: null }} />);
    expect(screen.getByTestId('live-match-minute-m1').textContent).toBe(i18n.t('content.halfTime'));
  });
});
