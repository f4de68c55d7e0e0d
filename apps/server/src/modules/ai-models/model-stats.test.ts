import { describe, expect, it } from 'vitest';
import { modelStats, scoreBasketball, scoreFootball } from './model-stats.ts';
import { overUnderFromTotals } from './published-body.ts';

const DAY = 86_400_000;
const p = (pairs: Record<string, number>) => Object.entries(pairs).map(([code, probability]) => ({ code, probability }));

const footballBody = JSON.stringify({
  source: 'market-opening',
  probabilities: {
    spf: p({ 3: 0.5, 1: 0.3, 0: 0.2 }),
    rqspf: { handicap: -1, outcomes: p({ 3: 0.3, 1: 0.3, 0: 0.4 }) },
    jqs: p({ 0: 0.1, 1: 0.2, 2: 0.3, 3: 0.2, 4: 0.1, 5: 0.05, 6: 0.03, '7+': 0.02 }),
    bqc: p({ 33: 0.3, 13: 0.2, 11: 0.2, 10: 0.1, 31: 0.05, 30: 0.05, '01': 0.05, '03': 0.03, '00': 0.02 }),
    bf: p({ '1:0': 0.12, '2:1': 0.1, '1:1': 0.11 }),
  },
});

describe('model statistics from published numbers and settled results', () => {
  it('scores each play\'s top option against the settled result', () => {
    // 2:1, half 1:1 → spf 3 (top 3 hit), handicap −1 → 1 (top 0 miss), 3 goals (top 2 miss), over (top under 0.6 miss), bqc 13 (top 33 miss), bf 2:1 (top 1:0 miss)
    const s = scoreFootball(footballBody, { score: { home: 2, away: 1 }, halfTime: { home: 1, away: 1 } }, 0);
    expect(s?.topHits).toEqual({ spf: true, rqspf: false, bf: false, jqs: false, bqc: false, ou: false });
    // Integer-like keys come out ascending: 0, 1, 3.
    expect(s?.outcome).toEqual([{ probability: 0.2, happened: false }, { probability: 0.3, happened: false }, { probability: 0.5, happened: true }]);
  });

  it('skips what cannot be settled: no half-time score, an unreadable body', () => {
    expect(scoreFootball(footballBody, { score: { home: 0, away: 0 }, halfTime: null }, 0)?.topHits.bqc).toBeUndefined();
    expect(scoreFootball('{"source":"market-opening","probabilities":{}}', { score: { home: 0, away: 0 } }, 0)).toBeNull();
    expect(scoreBasketball(footballBody, { score: { home: 100, away: 90 } }, 0)).toBeNull();
  });

  it('sums over/under 2.5 from the total-goals distribution', () => {
    expect(overUnderFromTotals(p({ 0: 0.1, 1: 0.2, 2: 0.3, 3: 0.25, '7+': 0.15 })).outcomes).toEqual([{ code: '大', probability: 0.4 }, { code: '小', probability: 0.6 }]);
  });

  it('counts windows by settlement time and bins calibration in tenths', () => {
    const now = 100 * DAY;
    const hit = scoreFootball(footballBody, { score: { home: 2, away: 1 }, halfTime: { home: 1, away: 1 } }, now - DAY);
    const old = scoreFootball(footballBody, { score: { home: 0, away: 1 }, halfTime: { home: 0, away: 0 } }, now - 20 * DAY);
    if (!hit || !old) throw new Error('unreadable test body');
    const stats = modelStats('football', [hit, old], now);
    expect(stats.windows.map((w) => [w.days, w.settled])).toEqual([[7, 1], [30, 2], [null, 2]]);
    expect(stats.windows[1]?.plays.find((x) => x.play === 'spf')).toEqual({ play: 'spf', settled: 2, hits: 1, hitRate: 0.5 });
    const bin5 = stats.windows[1]?.calibration[5];
    expect(bin5).toEqual({ from: 0.5, to: 0.6, count: 2, predicted: 0.5, observed: 0.5 });
  });
});
