import { describe, expect, it } from 'vitest';
import { basketballCalls, basketballDayListPayload } from './basketball.ts';
import { callPath } from './call.ts';

describe('basketball calls', () => {
  it('spell the spec\'s MobileLan match calls exactly (collect and getCollectGames are the favourites module\'s)', () => {
    expect(Object.values(basketballCalls).map(callPath).sort()).toEqual(
      [
        'getLanGameNow', 'getLanGameDate', 'getLanGameDetail', 'getLanGameZb', 'getLanGameFx', 'getLanGameTj',
        'getLanGameZs', 'getLanTongJi', 'getGameDxfList', 'getGameDuoList', 'getGameRfList',
      ].map((name) => `/MobileLan/${name}`).sort(),
    );
  });

  it('are public and say what they return', () => {
    for (const call of Object.values(basketballCalls)) {
      expect(call.access).toEqual({ kind: 'public' });
      expect(call.summary.length).toBeGreaterThan(60);
    }
  });

  it('page the day lists with defaults and bounds', () => {
    expect(basketballDayListPayload.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(basketballDayListPayload.safeParse({ pageSize: 51 }).success).toBe(false);
    expect(basketballDayListPayload.safeParse({ date: '2026-11-22', page: 100 }).success).toBe(true);
  });
});
