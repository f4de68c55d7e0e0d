import type { ReplyOf, calls } from '@scoreline/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n/i18n.ts';
import { FootballHeader } from './football-header.tsx';

type Detail = ReplyOf<typeof calls.footballMatchDetail>;

const NOW = Date.UTC(2026, 10, 29, 12, 0);
const team = (id: string, name: string) => ({ id, name, shortName: name, colour: '#EF0107' });
const detail: Detail = {
  id: 'm1', competitionId: 'premier-league', competition: '英超', competitionName: '英格兰超级联赛', season: '2024-25', kickoffAt: NOW - 44 * 60_000,
  status: 'live', phase: 'first_half', clock: '44', liveClock: { startedAt: NOW - 43.5 * 60_000, fromMinute: 0, toMinute: 45, stoppage: 2, speed: 1 },
  home: team('arsenal', '阿森纳'), away: team('chelsea', '切尔西'), score: { home: 0, away: 0 }, halfTime: null, redCards: null, corners: null, lottery: null,
  liveStats: null, version: 3, stale: false,
};
const actions = { isFavourite: false, onToggleFavourite: vi.fn(), onShare: vi.fn(), onReport: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  void i18n.changeLanguage('zh-Hans');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the football match header', () => {
  it('ticks the minute by itself into stoppage time (45+2)', () => {
    render(<FootballHeader detail={detail} actions={actions} />);
    const state = () => screen.getByTestId('match-state').textContent ?? '';
    expect(state()).toMatch(/ 44'$/);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(state()).toMatch(/ 45'$/);
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(state()).toMatch(/ 45\+2'$/);
  });
});
