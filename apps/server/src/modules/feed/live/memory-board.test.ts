import { describe, expect, it } from 'vitest';
import { makeFixture } from './board.fixture.ts';
import type { BoardChange, BoardEvent, BoardFixture } from './board.types.ts';
import { PUBLIC_ID_PATTERN, publicFixtureId } from './fixture-id.ts';
import { MAX_EVENTS_PER_FIXTURE, MemoryBoard } from './memory-board.ts';

function fixture(id: string, fields: Partial<BoardFixture> = {}): BoardFixture {
  return makeFixture({ id, sourceMatchId: `src:${id}`, kickoffAt: 1_000, ...fields });
}

function event(seq: number): BoardEvent {
  const text = { en: `e${seq}`, 'zh-Hans': `e${seq}`, 'zh-Hant': `e${seq}`, ja: `e${seq}` };
  return { seq, minute: `${seq}'`, kind: 'goal', side: 'home', score: { home: seq, away: 0 }, text };
}

describe('MemoryBoard', () => {
  it('replace swaps the whole board and lists each sport by kick-off then id', () => {
    const board = new MemoryBoard(() => 0);
    board.replace({ fixtures: [fixture('old')] });
    board.replace({
      fixtures: [fixture('b', { kickoffAt: 5 }), fixture('a', { kickoffAt: 5 }), fixture('c', { kickoffAt: 1 }), fixture('n', { sport: 'basketball' })],
      events: { a: [event(1)] },
    });
    expect(board.fixture('old')).toBeUndefined();
    expect(board.fixtures('football').map((f) => f.id)).toEqual(['c', 'a', 'b']);
    expect(board.fixtures('basketball').map((f) => f.id)).toEqual(['n']);
    expect(board.events('a').map((e) => e.seq)).toEqual([1]);
    expect(board.events('b')).toEqual([]);
  });

  it('apply upserts, appends only unseen events, ignores older versions and tells listeners', () => {
    const board = new MemoryBoard(() => 0);
    const heard: BoardChange[] = [];
    board.onChange((c) => heard.push(c));
    board.apply({ fixture: fixture('m', { version: 1 }), newEvents: [event(1)] });
    board.apply({ fixture: fixture('m', { version: 2, status: 'live' }), newEvents: [event(1), event(2)] });
    expect(board.events('m').map((e) => e.seq)).toEqual([1, 2]);
    expect(heard.at(-1)?.newEvents.map((e) => e.seq)).toEqual([2]);
    const revision = board.revision;
    expect(board.apply({ fixture: fixture('m', { version: 1 }), newEvents: [] })).toBe(false);
    expect(board.fixture('m')?.status).toBe('live');
    expect(board.revision).toBe(revision);
    expect(heard).toHaveLength(2);
  });

  it('replaces the live text when a change carries the whole of it', () => {
    const board = new MemoryBoard(() => 0);
    board.apply({ fixture: fixture('m', { version: 1 }), newEvents: [event(1), event(2), event(3)] });
    board.apply({ fixture: fixture('m', { version: 2 }), newEvents: [], events: [event(1)] });
    expect(board.events('m').map((e) => e.seq)).toEqual([1]);
    board.apply({ fixture: fixture('m', { version: 3 }), newEvents: [event(2)] });
    expect(board.events('m').map((e) => e.seq)).toEqual([1, 2]);
  });

  it('keeps at most MAX_EVENTS_PER_FIXTURE events, the latest', () => {
    const board = new MemoryBoard(() => 0);
    const many = Array.from({ length: MAX_EVENTS_PER_FIXTURE + 5 }, (_, i) => event(i + 1));
    board.apply({ fixture: fixture('m'), newEvents: many });
    expect(board.events('m')).toHaveLength(MAX_EVENTS_PER_FIXTURE);
    expect(board.events('m')[0]?.seq).toBe(6);
  });

  it('shows odds steps only once they are due', () => {
    let now = 100;
    const board = new MemoryBoard(() => now);
    const steps = [10, 200, 300].map((at) => ({ at, line: null, prices: [at / 100 + 1, 3, 3] }));
    board.apply({ fixture: fixture('m'), newEvents: [], odds: [{ company: 'bet365', market: '1x2', steps }] });
    expect(board.odds('m')[0]?.steps.map((s) => s.at)).toEqual([10]);
    now = 250;
    expect(board.odds('m')[0]?.steps.map((s) => s.at)).toEqual([10, 200]);
    now = 5;
    board.apply({ fixture: fixture('m', { version: 2 }), newEvents: [], odds: [{ company: 'bet365', market: '1x2', steps }] });
    expect(board.odds('m')).toEqual([]);
  });

  it('retainWindow drops fixtures outside the window', () => {
    const board = new MemoryBoard(() => 0);
    board.replace({ fixtures: [fixture('a', { kickoffAt: 1 }), fixture('b', { kickoffAt: 10 }), fixture('c', { kickoffAt: 20 })] });
    board.retainWindow(5, 20);
    expect(board.fixtures('football').map((f) => f.id)).toEqual(['b']);
  });

  it('status is what the feed last reported', () => {
    const board = new MemoryBoard(() => 0);
    board.setStatus({ stale: true, refreshedAt: 42 });
    expect([board.stale, board.refreshedAt]).toEqual([true, 42]);
  });
});

describe('publicFixtureId', () => {
  it('is short, topic-safe and deterministic', () => {
    const id = publicFixtureId('E0:2024-25:Arsenal:Chelsea@3');
    expect(id).toMatch(PUBLIC_ID_PATTERN);
    expect(id).toHaveLength(12);
    expect(publicFixtureId('E0:2024-25:Arsenal:Chelsea@3')).toBe(id);
    expect(publicFixtureId('E0:2024-25:Arsenal:Chelsea@4')).not.toBe(id);
  });
});
