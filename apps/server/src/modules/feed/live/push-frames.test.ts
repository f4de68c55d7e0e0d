import { describe, expect, it } from 'vitest';
import { makeFixture } from './board.fixture.ts';
import type { BoardEvent, BoardFixture } from './board.types.ts';
import { fixtureChanged, needsPolling } from './feed-diff.ts';
import { pushFramesOf } from './push-frames.ts';

const base: BoardFixture = makeFixture({
  id: 'm1',
  sourceMatchId: 'src',
  kickoffAt: 1_000,
  status: 'live',
  phase: 'first_half',
  clock: '10',
  score: { home: 0, away: 0 },
  version: 3,
});

function goal(seq: number, home: number, away: number): BoardEvent {
  const text = { en: 'g', 'zh-Hans': 'g', 'zh-Hant': 'g', ja: 'g' };
  return { seq, minute: `${seq}'`, kind: 'goal', side: home > away ? 'home' : 'away', score: { home, away }, text };
}

const tags = (frames: ReturnType<typeof pushFramesOf>) => frames.map((f) => `${f.tag}${f.topic ? `@${f.topic}` : ''}`);

describe('pushFramesOf', () => {
  it('sends nothing for a fixture new to the board (a first load is not news)', () => {
    expect(pushFramesOf(undefined, { fixture: base, newEvents: [goal(1, 1, 0)] })).toEqual([]);
  });

  it('sends one gameNowFen per goal, with that goal’s score, and the live text to the match topic', () => {
    const after = { ...base, score: { home: 1, away: 1 }, version: 4 };
    const frames = pushFramesOf(base, { fixture: after, newEvents: [goal(5, 1, 0), goal(6, 1, 1)] });
    expect(tags(frames)).toEqual(['gameNowFen', 'gameNowFen', 'footZb@match:m1', 'footZb@match:m1']);
    expect(frames.map((f) => f.data).slice(0, 2)).toEqual([
      '{"id":"m1","score":{"home":1,"away":0},"side":"home","minute":"5\'"}',
      '{"id":"m1","score":{"home":1,"away":1},"side":"away","minute":"6\'"}',
    ]);
  });

  it('falls back to one gameNowFen with the new score when the provider sent no goal event', () => {
    const frames = pushFramesOf(base, { fixture: { ...base, score: { home: 0, away: 1 } }, newEvents: [] });
    expect(tags(frames)).toEqual(['gameNowFen']);
  });

  it('announces kick-off with liveGame and game; a minute tick alone sends nothing', () => {
    const scheduled = { ...base, status: 'scheduled' as const, phase: 'scheduled', clock: null, score: null };
    expect(tags(pushFramesOf(scheduled, { fixture: { ...base, clock: '1' }, newEvents: [] }))).toEqual(['liveGame', 'game']);
    expect(pushFramesOf(base, { fixture: { ...base, clock: '11' }, newEvents: [] })).toEqual([]);
  });

  it('gives the half that starts its clock in the game frame, so clients tick the minute without a push per minute', () => {
    const halfTime = { ...base, status: 'break' as const, phase: 'half_time', clock: '45+2', liveClock: null };
    const liveClock = { startedAt: 4_000_000, fromMinute: 45, toMinute: 90, stoppage: 4, speed: 1 };
    const [game] = pushFramesOf(halfTime, { fixture: { ...base, phase: 'second_half', clock: '46', liveClock }, newEvents: [] });
    expect(game?.tag).toBe('game');
    expect(JSON.parse(game?.data ?? '{}')).toMatchObject({ phase: 'second_half', clock: '46', liveClock });
    const [pause] = pushFramesOf(base, { fixture: halfTime, newEvents: [] });
    expect(JSON.parse(pause?.data ?? '{}')).toMatchObject({ phase: 'half_time', liveClock: null });
  });

  it('sends one lannow for a basketball change, none when only the version moved', () => {
    const game = { ...base, sport: 'basketball' as const, phase: 'q2', period: 2, clock: '05:00', score: { home: 30, away: 28 }, periods: { home: [25, 5], away: [20, 8] } };
    const moved = { ...game, clock: '04:40', score: { home: 32, away: 28 }, periods: { home: [25, 7], away: [20, 8] } };
    expect(tags(pushFramesOf(game, { fixture: moved, newEvents: [] }))).toEqual(['lannow']);
    expect(pushFramesOf(game, { fixture: { ...game, version: 9 }, newEvents: [] })).toEqual([]);
  });
});

describe('feed diff', () => {
  it('ignores the version and key order, sees any field change', () => {
    const { version: _v, ...state } = base;
    const reordered = JSON.parse(JSON.stringify({ ...base, score: { away: 0, home: 0 } })) as BoardFixture;
    expect(fixtureChanged(reordered, state)).toBe(false);
    expect(fixtureChanged(base, { ...state, clock: '11' })).toBe(true);
    expect(fixtureChanged(undefined, state)).toBe(true);
  });

  it('polls fixtures in play or about to start', () => {
    expect(needsPolling(base, 0, 60_000)).toBe(true);
    const scheduled = { ...base, status: 'scheduled' as const, kickoffAt: 100_000 };
    expect(needsPolling(scheduled, 0, 60_000)).toBe(false);
    expect(needsPolling(scheduled, 50_000, 60_000)).toBe(true);
    expect(needsPolling({ ...base, status: 'finished' }, 0, 60_000)).toBe(false);
  });
});
