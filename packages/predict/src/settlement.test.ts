import { describe, expect, it } from 'vitest';
import { settleBasketball, settleFootball } from './settlement.ts';

describe('settleFootball', () => {
  it('settles lottery-rules E2 (2:1, half-time 0:1) in every play', () => {
    expect(settleFootball({ home: 2, away: 1 }, { home: 0, away: 1 }, -1)).toEqual({
      spf: '3', rqspf: '1', bf: '2:1', zjq: '3', bqc: '03', beidanBf: '2:1', sxds: '上单',
    });
    expect(settleFootball({ home: 2, away: 1 }, { home: 0, away: 1 }, 1).rqspf).toBe('3');
  });

  it('settles the "other" scores of E3 and the SXDS corners', () => {
    expect(settleFootball({ home: 5, away: 3 }, null, -1)).toMatchObject({ bf: '胜其他', zjq: '7+', bqc: null, sxds: '上双' });
    expect(settleFootball({ home: 4, away: 4 }, null, 1)).toMatchObject({ bf: '平其他', zjq: '7+' });
    expect(settleFootball({ home: 0, away: 6 }, null, 1).bf).toBe('负其他');
    expect(settleFootball({ home: 5, away: 0 }, null, -2)).toMatchObject({ bf: '5:0', beidanBf: '胜其他' });
    expect(settleFootball({ home: 1, away: 0 }, null, -1).sxds).toBe('下单');
    expect(settleFootball({ home: 0, away: 0 }, { home: 0, away: 0 }, -1)).toMatchObject({ sxds: '下双', bqc: '11', rqspf: '0' });
  });

  it('refuses a fractional handicap', () => {
    expect(() => settleFootball({ home: 1, away: 0 }, null, -0.5)).toThrow(RangeError);
  });
});

describe('settleBasketball', () => {
  it('settles the lottery-rules §2 worked example', () => {
    expect(settleBasketball({ home: 83, away: 93 }, -5.5, 170.5)).toEqual({ sf: '0', rfsf: '0', sfc: 'A2', dxf: '大' });
    expect(settleBasketball({ home: 110, away: 104 }, -5.5, 220.5)).toEqual({ sf: '3', rfsf: '3', sfc: 'H2', dxf: '小' });
  });
});
