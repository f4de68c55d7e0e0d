import { describe, expect, it } from 'vitest';
import { makeFixture } from '../feed/live/board.fixture.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';
import type { PickPlay, PublishedPick } from './ai-model.ts';
import { settlePlan, winningCode } from './ai-settle.ts';

const pick = (play: PickPlay, code: string, line: number | null = null, lotteryOdds = 200): PublishedPick & { fixtureId: string } => ({
  fixtureId: 'm1', play, code, line, probability: 0.5, lotteryOdds, edge: 0.05,
});
const football = makeFixture({ id: 'm1', status: 'finished', score: { home: 2, away: 1 }, halfTime: { home: 0, away: 1 } });
const basketball = makeFixture({ id: 'm1', sport: 'basketball', status: 'finished', score: { home: 104, away: 99 } });

describe('winningCode: every pick type settles from the real result', () => {
  it('football 胜平负, 进球数 and 半全场 (lottery-rules E2: 2-1 after 0-1 at half time)', () => {
    expect(winningCode(pick('spf', '3'), football)).toBe('3');
    expect(winningCode(pick('jqs', '3'), football)).toBe('3');
    expect(winningCode(pick('bqc', '03'), football)).toBe('03');
  });
  it('football 7+ goals and a draw', () => {
    const f = { ...football, score: { home: 4, away: 4 }, halfTime: { home: 2, away: 2 } };
    expect(winningCode(pick('jqs', '7+'), f)).toBe('7+');
    expect(winningCode(pick('spf', '1'), f)).toBe('1');
    expect(winningCode(pick('bqc', '11'), f)).toBe('11');
  });
  it('basketball 让分 at the published handicap and 大小分 at the published line', () => {
    expect(winningCode(pick('rf', '3', -4.5), basketball)).toBe('3'); // 5 + (−4.5) > 0
    expect(winningCode(pick('rf', '3', -5.5), basketball)).toBe('0');
    expect(winningCode(pick('dxf', '大', 202.5), basketball)).toBe('大'); // 203 points
    expect(winningCode(pick('dxf', '大', 203.5), basketball)).toBe('小');
  });
  it('cannot settle without a score, a half-time score (半全场) or a line', () => {
    expect(winningCode(pick('spf', '3'), { ...football, score: null })).toBeNull();
    expect(winningCode(pick('bqc', '33'), { ...football, halfTime: null })).toBeNull();
    expect(winningCode(pick('rf', '3', null), basketball)).toBeNull();
  });
});

describe('settlePlan', () => {
  const byId = (fixtures: BoardFixture[]) => (id: string) => fixtures.find((f) => f.id === id);

  it('a single wins its lottery odds, or returns nothing', () => {
    expect(settlePlan([pick('spf', '3', null, 185)], byId([football]))).toMatchObject({ outcome: 'won', returnUnits: 1.85 });
    expect(settlePlan([pick('spf', '0', null, 185)], byId([football]))).toMatchObject({ outcome: 'lost', returnUnits: 0 });
  });
  it('a 2串1 wins the product of both odds only when both legs hit', () => {
    const b2 = makeFixture({ id: 'm2', sport: 'basketball', status: 'finished', score: { home: 90, away: 100 } });
    const legs = [pick('dxf', '大', 200.5, 170), { ...pick('dxf', '小', 200.5, 180), fixtureId: 'm2' }];
    const won = settlePlan(legs, byId([basketball, b2]));
    expect(won).toMatchObject({ outcome: 'won', returnUnits: 3.06 });
    expect(won?.picks.map((p) => p.hit)).toEqual([true, true]);
    const lost = settlePlan([legs[0]!, { ...legs[1]!, code: '大' }], byId([basketball, b2]));
    expect(lost).toMatchObject({ outcome: 'lost', returnUnits: 0 });
    expect(lost?.picks.map((p) => p.hit)).toEqual([true, false]);
  });
  it('waits while any match is unfinished or gone', () => {
    const live = { ...football, status: 'live' as const };
    expect(settlePlan([pick('spf', '3')], byId([live]))).toBeNull();
    expect(settlePlan([pick('spf', '3')], byId([]))).toBeNull();
  });
});
