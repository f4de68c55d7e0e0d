import { chaseSettings, type ChaseSettings } from '@scoreline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilToTicket, lossAllowance, runChase, type LinePlan } from '../../src/modules/ai-chase/progression.ts';

const HOUR = 3_600_000;
const settings = (over: Partial<ChaseSettings>): ChaseSettings =>
  chaseSettings.parse({ line: 'spf', baseStake: 10, progression: { kind: 'flat' }, maxSteps: 10, stopLoss: 100, takeProfit: null, ...over });

/** Plans an hour apart, each settled half an hour after kick-off; `results` true = won. */
function plans(odds: number[], results: Array<boolean | null>): LinePlan[] {
  return results.map((won, i) => ({
    ref: `p${i + 1}`,
    kickoffAt: (i + 1) * HOUR,
    odds: odds[i % odds.length] ?? 2,
    settlement: won === null ? null : { won, returnUnits: won ? (odds[i % odds.length] ?? 2) : 0, settledAt: (i + 1) * HOUR + HOUR / 2 },
  }));
}
const stakes = (r: ReturnType<typeof runChase>) => r.steps.map((s) => s.stake);
const balances = (r: ReturnType<typeof runChase>) => r.steps.map((s) => (s.balanceFen === null ? null : s.balanceFen / 100));

describe('chase progressions (fixed vectors)', () => {
  it('flat: the same stake every step, profit at the plan\'s odds', () => {
    const r = runChase(settings({}), plans([1.85], [false, true, false, true]), 0);
    expect(stakes(r)).toEqual([10, 10, 10, 10]);
    expect(balances(r)).toEqual([-10, -1.5, -11.5, -3]);
    expect(r).toMatchObject({ status: 'running', nextStake: 10, stakedFen: 4000, balanceFen: -300 });
  });

  it('martingale ×2 capped at 2 raises: 10, 20, 40, 40, then back to 10 after a win', () => {
    const s = settings({ progression: { kind: 'martingale', ratio: 2, maxRaises: 2 }, stopLoss: 500 });
    const r = runChase(s, plans([2], [false, false, false, false, true, false]), 0);
    expect(stakes(r)).toEqual([10, 20, 40, 40, 40, 10]);
    expect(balances(r)).toEqual([-10, -30, -70, -110, -70, -80]);
    expect(r.nextStake).toBe(20);
  });

  it('martingale ×1.5 rounds stakes up to whole 2-yuan tickets', () => {
    const s = settings({ baseStake: 6, progression: { kind: 'martingale', ratio: 1.5, maxRaises: 4 }, stopLoss: 500 });
    expect(stakes(runChase(s, plans([2], [false, false, false, false]), 0))).toEqual([6, 10, 14, 22]);
  });

  it('recovery: each stake would win back the cycle\'s losses plus the cycle profit', () => {
    const s = settings({ progression: { kind: 'recovery', cycleProfit: 10 }, stopLoss: 1000 });
    // odds 2: (0+10)/1 = 10; lost 10 → (10+10)/1 = 20; lost → (30+10)/1 = 40; won → +10 over the cycle.
    const r = runChase(s, plans([2], [false, false, true, false]), 0);
    expect(stakes(r)).toEqual([10, 20, 40, 10]);
    expect(balances(r)).toEqual([-10, -30, 10, 0]);
    // At odds 1.5 the stake is (deficit + profit) / 0.5, rounded up to tickets; never below the base.
    const r2 = runChase(settings({ baseStake: 2, progression: { kind: 'recovery', cycleProfit: 3 }, stopLoss: 1000 }), plans([1.5], [false, true]), 0);
    expect(stakes(r2)).toEqual([6, 18]);
    expect(r2.nextStake).toBeNull();
  });

  it('stops before a stake that could lose more than the stop-loss, and never places it', () => {
    const s = settings({ progression: { kind: 'martingale', ratio: 2, maxRaises: 5 }, stopLoss: 100 });
    const r = runChase(s, plans([2], [false, false, false, false, false]), 0);
    // 10 + 20 + 40 = 70 lost; 80 more would make 150 > 100.
    expect(stakes(r)).toEqual([10, 20, 40]);
    expect(r).toMatchObject({ status: 'stopLoss', balanceFen: -7000, nextStake: null });
    expect(lossAllowance(100, r.balanceFen)).toBe(30);
  });

  it('stops at the take-profit and at the step count', () => {
    expect(runChase(settings({ takeProfit: 15 }), plans([2], [true, true, true]), 0)).toMatchObject({ status: 'target', steps: [{}, {}] });
    expect(runChase(settings({ maxSteps: 2 }), plans([2], [false, true, true]), 0)).toMatchObject({ status: 'completed', steps: [{}, {}] });
  });

  it('waits on an unsettled step and passes over plans kicking off before the last result', () => {
    const line = plans([2], [false, null]);
    const pending = runChase(settings({}), line, 0);
    expect(pending.steps.map((s) => [s.plan.ref, s.returnedFen])).toEqual([['p1', 0], ['p2', null]]);
    expect(pending.status).toBe('running');
    // p1's result comes at 1.5 h: a plan kicking off at 1.2 h could not know its stake and is passed over.
    const overlapping: LinePlan[] = [line[0] as LinePlan, { ref: 'early', kickoffAt: 1.2 * HOUR, odds: 2, settlement: { won: true, returnUnits: 2, settledAt: 2 * HOUR } }, ...plans([2], [false, true]).slice(1)];
    expect(runChase(settings({}), overlapping, 0).steps.map((s) => s.plan.ref)).toEqual(['p1', 'p2']);
    // Plans before the chase started are never followed.
    expect(runChase(settings({}), plans([2], [true, true, true]), 2.5 * HOUR).steps.map((s) => s.plan.ref)).toEqual(['p3']);
  });

  it('rounds to tickets', () => {
    expect([ceilToTicket(2), ceilToTicket(2.01), ceilToTicket(3.9999999999), ceilToTicket(7)]).toEqual([2, 4, 4, 8]);
  });
});

describe('chase progressions (property)', () => {
  const progression = fc.oneof(
    fc.constant({ kind: 'flat' as const }),
    fc.record({ kind: fc.constant('martingale' as const), ratio: fc.double({ min: 1.1, max: 3, noNaN: true }), maxRaises: fc.integer({ min: 1, max: 8 }) }),
    fc.record({ kind: fc.constant('recovery' as const), cycleProfit: fc.integer({ min: 2, max: 500 }) }),
  );
  const input = fc.record({
    baseStake: fc.integer({ min: 1, max: 200 }).map((n) => n * 2),
    extraLoss: fc.integer({ min: 0, max: 5000 }),
    takeProfit: fc.option(fc.integer({ min: 2, max: 5000 })),
    maxSteps: fc.integer({ min: 1, max: 50 }),
    progression,
    results: fc.array(fc.record({ won: fc.boolean(), odds: fc.double({ min: 1.01, max: 12, noNaN: true }) }), { maxLength: 60 }),
  });

  it('no stake ever exceeds what the stop-loss still allows, so the loss never passes it', () => {
    fc.assert(
      fc.property(input, (i) => {
        const s = settings({ baseStake: i.baseStake, stopLoss: i.baseStake + i.extraLoss, takeProfit: i.takeProfit, maxSteps: i.maxSteps, progression: i.progression });
        const line: LinePlan[] = i.results.map((r, k) => ({
          ref: `p${k}`, kickoffAt: (k + 1) * HOUR, odds: r.odds,
          settlement: { won: r.won, returnUnits: r.won ? r.odds : 0, settledAt: (k + 1) * HOUR + 1 },
        }));
        const run = runChase(s, line, 0);
        let balanceFen = 0;
        for (const step of run.steps) {
          expect(step.stake).toBeLessThanOrEqual(lossAllowance(s.stopLoss, balanceFen));
          expect(step.stake % 2).toBe(0);
          balanceFen = step.balanceFen ?? balanceFen;
          expect(balanceFen).toBeGreaterThanOrEqual(-s.stopLoss * 100);
        }
        expect(run.steps.length).toBeLessThanOrEqual(s.maxSteps);
        if (run.nextStake !== null) expect(run.nextStake).toBeLessThanOrEqual(lossAllowance(s.stopLoss, run.balanceFen));
      }),
      { numRuns: 500 },
    );
  });
});
