/**
 * Property tests: every fast path (counting by symmetric sums, min/max from classes, heap
 * water-filling, the filter programme) against straightforward enumeration on random small plans.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCombos, elementarySymmetric, forEachCombo, planCombos, planOptions } from './combos.ts';
import { compileFilter } from './filter-conditions.ts';
import { countPoolPassing } from './filter-pool.ts';
import { keeps } from './filters.ts';
import { parsePlan, settlePlan, summarisePlan, type FilterSet, type MatchInput, type Plan, type PlanInput } from './index.ts';
import { bruteMinMax, planMinMax } from './minmax.ts';
import { optimiseUnits, waterFill } from './optimise.ts';
import { outcomeClasses } from './outcomes.ts';
import { poolWinners } from './pool.ts';
import { scenarioPrize } from './scenario.ts';
import { forEachRow } from './split.ts';
import { weightedMinMax } from './weighted.ts';

const RUNS = { numRuns: 150 };

const oddsArb = fc.integer({ min: 100, max: 1500 }).map((o) => (o / 100).toFixed(2));

/** A jczq match with 1–3 picks from SPF, RQSPF, ZJQ (and BF when `mixed`). */
function jczqMatch(id: string, mixed: boolean): fc.Arbitrary<MatchInput> {
  const codes = ['SPF 3', 'SPF 1', 'SPF 0', 'RQSPF 3', 'RQSPF 1', 'RQSPF 0', ...(mixed ? ['BF 1:0', 'BF 2:1', 'BF 0:0', 'BF 胜其他', 'ZJQ 2', 'ZJQ 3', 'BQC 33', 'BQC 13'] : [])];
  return fc.record({
    codes: fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: 3 }),
    odds: fc.array(oddsArb, { minLength: 3, maxLength: 3 }),
    handicap: fc.constantFrom(-2, -1, 1),
    banker: fc.boolean(),
  }).map(({ codes: picked, odds, handicap, banker }) => ({
    id,
    handicap,
    banker,
    picks: picked.map((c, i) => ({ play: c.split(' ')[0], option: c.split(' ')[1] ?? '', odds: odds[i] ?? '2.00' })),
  }));
}

/** A legal jczq plan: 2–4 matches, free passes (bankers ≤ smallest fold) or one bundle. */
const jczqPlan: fc.Arbitrary<Plan> = fc
  .record({ n: fc.integer({ min: 2, max: 4 }), mixed: fc.boolean(), bundle: fc.boolean(), seed: fc.nat() })
  .chain(({ n, mixed, bundle, seed }) =>
    fc.tuple(...Array.from({ length: n }, (_, i) => jczqMatch(String.fromCharCode(65 + i), mixed))).map((matches) => {
      const folds = Array.from({ length: n - 1 }, (_, i) => i + 2).filter((_, i) => (seed >> i) & 1 || i === 0);
      const bankers = matches.filter((x) => x.banker).length;
      const useBundle = bundle && n >= 3;
      const fixed = matches.map((x, i) => ({ ...x, banker: !useBundle && x.banker && i < Math.min(...folds) && bankers < n }));
      const passes = useBundle ? [n === 3 ? '3串4' : '4串11'] : folds.map((k) => `${k}串1`);
      return parsePlan({ game: 'jczq', matches: fixed, passes } satisfies PlanInput);
    }),
  );

function enumerateCount(plan: Plan): number {
  let count = 0;
  forEachRow(plan, () => void (count += 1));
  return count;
}

describe('counting', () => {
  it('elementary symmetric sums equal subset sums', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 8 }), fc.integer({ min: 0, max: 8 }), (values, k) => {
        let brute = 0n;
        for (let mask = 0; mask < 1 << values.length; mask += 1) {
          const subset = values.filter((_, i) => (mask >> i) & 1);
          if (subset.length === k) brute += subset.reduce((p, v) => p * BigInt(v), 1n);
        }
        expect(elementarySymmetric(values, k)[k]).toBe(brute);
      }),
      RUNS,
    );
  });

  it('bet counts equal the enumerated rows (jczq with bankers and bundles)', () => {
    fc.assert(
      fc.property(jczqPlan, (plan) => {
        expect(Number(planCombos(plan))).toBe(enumerateCount(plan));
      }),
      RUNS,
    );
  });

  it('the per-combination cap reading counts what it enumerates', () => {
    fc.assert(
      fc.property(jczqPlan, (p) => {
        const plan: Plan = { ...p, rules: { ...p.rules, mixedCap: 'combination' } };
        expect(Number(planCombos(plan))).toBe(enumerateCount(plan));
      }),
      RUNS,
    );
  });

  it('rjiu counts with bankers equal enumeration', () => {
    const rjiu = fc.integer({ min: 9, max: 11 }).chain((n) =>
      fc.array(fc.record({ answers: fc.uniqueArray(fc.constantFrom('3', '1', '0'), { minLength: 1, maxLength: 3 }), banker: fc.boolean() }), { minLength: n, maxLength: n }),
    );
    fc.assert(
      fc.property(rjiu, (list) => {
        let bankers = 0;
        const matches = list.map((x, i) => ({ id: `m${i}`, banker: x.banker && (bankers += 1) <= 8, picks: x.answers.map((option) => ({ option })) }));
        const plan = parsePlan({ game: 'rjiu', matches });
        expect(Number(planCombos(plan))).toBe(enumerateCount(plan));
      }),
      { numRuns: 40 },
    );
  });

  it('winning bets of a result equal the enumerated winning rows', () => {
    fc.assert(
      fc.property(jczqPlan, fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 2 })), { minLength: 4, maxLength: 4 }), (plan, scores) => {
        const results = Object.fromEntries(plan.matches.map((x, i) => {
          const [h, a, ht] = scores[i] ?? [0, 0, 0];
          const half = ht === 0 || (ht === 1 && h === 0) ? '0:0' : ht === 1 ? '1:0' : a > 0 ? '0:1' : '0:0';
          return [x.id, { score: `${h}:${a}`, half }];
        }));
        const settled = settlePlan(plan, { results });
        const hits = plan.matches.map((x, i) => new Set(settleOne(plan, i, results[x.id] ?? { score: '0:0', half: '0:0' })));
        let winning = 0;
        forEachRow(plan, (row) => void (winning += row.matches.every((mi, leg) => hits[mi]?.has(row.picks[leg] ?? -1)) ? 1 : 0));
        expect('winningBets' in settled && settled.winningBets).toBe(winning);
      }),
      RUNS,
    );
  });
});

/** Winning picks of match i by the independent settlement below. */
function settleOne(plan: Plan, i: number, result: { score: string; half: string }): number[] {
  const [h, a] = result.score.split(':').map(Number);
  const [hh, ha] = result.half.split(':').map(Number);
  const match = plan.matches[i];
  const half = (hh ?? 0) > (ha ?? 0) ? '3' : hh === ha ? '1' : '0';
  return (match?.picks ?? []).flatMap((p, j) => (wins(p.play, p.option, h ?? 0, a ?? 0, half, match?.handicap ?? 0) ? [j] : []));
}

/** An independent settlement written from §1 for the cross-check. */
function wins(play: string, option: string, h: number, a: number, half: string, handicap: number): boolean {
  const sign = (d: number) => (d > 0 ? '3' : d === 0 ? '1' : '0');
  if (play === 'SPF') return option === sign(h - a);
  if (play === 'RQSPF') return option === sign(h + handicap - a);
  if (play === 'ZJQ') return option === (h + a >= 7 ? '7+' : String(h + a));
  if (play === 'BQC') return option === half + sign(h - a);
  const listed = ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2', '0:0', '1:1', '2:2', '3:3', '0:1', '0:2', '1:2', '0:3', '1:3', '2:3', '0:4', '1:4', '2:4', '0:5', '1:5', '2:5'];
  const exact = `${h}:${a}`;
  return option === (listed.includes(exact) ? exact : h > a ? '胜其他' : h === a ? '平其他' : '负其他');
}

describe('min and max', () => {
  it('the fast path equals the search over every joint class', () => {
    fc.assert(
      fc.property(jczqPlan, (plan) => {
        const classes = plan.matches.map((x) => outcomeClasses(plan.game, x));
        const fast = planMinMax(plan);
        const brute = bruteMinMax(plan, classes);
        expect({ min: fast.minFen, max: fast.maxFen }).toEqual({ min: brute.minFen, max: brute.maxFen });
      }),
      RUNS,
    );
  });

  it('with caps in reach (odds to 400.00) and the per-combination cap reading, still the search', () => {
    const big = fc.integer({ min: 2_000, max: 40_000 }).map((o) => (o / 100).toFixed(2));
    const capped = fc.array(fc.record({ codes: fc.uniqueArray(fc.constantFrom('SPF 3', 'SPF 1', 'BF 1:0', 'BF 2:1', 'BF 0:0', 'ZJQ 1', 'ZJQ 3'), { minLength: 1, maxLength: 3 }), odds: fc.array(big, { minLength: 3, maxLength: 3 }) }), { minLength: 2, maxLength: 4 });
    fc.assert(
      fc.property(capped, fc.boolean(), fc.boolean(), (list, both, perCombination) => {
        const matches = list.map((x, i) => ({ id: `m${i}`, picks: x.codes.map((c, j) => ({ play: c.split(' ')[0], option: c.split(' ')[1] ?? '', odds: x.odds[j] ?? '20.00' })) }));
        const passes = both && matches.length >= 3 ? ['2串1', '3串1'] : ['2串1'];
        const plan = parsePlan({ game: 'jczq', matches, passes, rules: { mixedCap: perCombination ? 'combination' : 'plan' } });
        const fast = planMinMax(plan);
        const brute = bruteMinMax(plan, plan.matches.map((x) => outcomeClasses('jczq', x)));
        expect(fast.approximate).toBe(false);
        expect({ min: fast.minFen, max: fast.maxFen }).toEqual({ min: brute.minFen, max: brute.maxFen });
      }),
      { numRuns: 80 },
    );
  });

  it('beidan fast path equals the search (6-decimal SP, 0.65, single floor)', () => {
    const sp = fc.integer({ min: 1_000_000, max: 9_999_999 }).map((v) => (v / 1e6).toFixed(6));
    const beidan = fc.array(fc.record({ options: fc.uniqueArray(fc.constantFrom('3', '1', '0'), { minLength: 1, maxLength: 3 }), sp: fc.array(sp, { minLength: 3, maxLength: 3 }) }), { minLength: 2, maxLength: 4 });
    fc.assert(
      fc.property(beidan, fc.boolean(), (list, single) => {
        const matches = list.map((x, i) => ({ id: `m${i}`, handicap: 0, picks: x.options.map((option, j) => ({ option, odds: x.sp[j] ?? '1.000000' })) }));
        const plan = parsePlan({ game: 'beidan', matches, passes: single ? ['单关', '2串1'] : ['2串1'] });
        const fast = planMinMax(plan);
        const brute = bruteMinMax(plan, plan.matches.map((x) => outcomeClasses('beidan', x)));
        expect({ min: fast.minFen, max: fast.maxFen }).toEqual({ min: brute.minFen, max: brute.maxFen });
      }),
      RUNS,
    );
  });

  it('with every row at weight 1 the weighted search equals the fast path', () => {
    fc.assert(
      fc.property(jczqPlan, (plan) => {
        const { minFen, maxFen } = planMinMax(plan);
        expect(weightedMinMax(plan, new Array<number>(Number(planCombos(plan))).fill(1))).toEqual({ minFen, maxFen });
      }),
      { numRuns: 60 },
    );
  });

  it('summary min ≤ any positive settlement ≤ max', () => {
    fc.assert(
      fc.property(jczqPlan, fc.nat(), (plan, seed) => {
        const classes = plan.matches.map((x) => outcomeClasses(plan.game, x));
        const chosen = classes.map((c, i) => c[(seed >> (i * 3)) % c.length]?.picks ?? []);
        const fen = scenarioPrize(plan, chosen).fen;
        const { minFen, maxFen } = planMinMax(plan);
        expect(fen).toBeLessThanOrEqual(maxFen);
        if (fen > 0) expect(fen).toBeGreaterThanOrEqual(minFen);
        expect(summarisePlan(plan).maxPrize).toBe((maxFen / 100).toFixed(2));
      }),
      RUNS,
    );
  });
});

/** The §9.2 greedy without a heap: scan for the smallest return each time. */
function naiveFill(units: number[], total: number): number[] {
  const m = units.map(() => 1);
  for (let step = units.length; step < total; step += 1) {
    let best = 0;
    for (let i = 1; i < units.length; i += 1) {
      const [ri, rb] = [(m[i] ?? 0) * (units[i] ?? 0), (m[best] ?? 0) * (units[best] ?? 0)];
      if (ri < rb || (ri === rb && (units[i] ?? 0) < (units[best] ?? 0))) best = i;
    }
    m[best] = (m[best] ?? 0) + 1;
  }
  return m;
}

/** Best max-min over every way to hand out `total` multiples (tiny instances only). */
function exhaustiveMaxMin(units: number[], total: number): number {
  let best = 0;
  const m: number[] = [];
  const step = (i: number, left: number): void => {
    if (i === units.length - 1) {
      m.push(left);
      best = Math.max(best, Math.min(...m.map((x, j) => x * (units[j] ?? 0))));
      m.pop();
      return;
    }
    for (let x = 1; x <= left - (units.length - 1 - i); x += 1) {
      m.push(x);
      step(i + 1, left - x);
      m.pop();
    }
  };
  step(0, total);
  return best;
}

describe('optimisation', () => {
  const units = fc.array(fc.integer({ min: 200, max: 20_000 }), { minLength: 1, maxLength: 30 });
  it('heap water-filling equals the scan greedy', () => {
    fc.assert(
      fc.property(units, fc.integer({ min: 0, max: 300 }), (u, extra) => {
        expect(waterFill(u, u.map(() => 1), extra, null)).toEqual(naiveFill(u, u.length + extra));
      }),
      RUNS,
    );
  });

  it('average is max-min optimal (exhaustive on tiny plans)', () => {
    const tiny = fc.array(fc.integer({ min: 200, max: 5_000 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(tiny, fc.integer({ min: 0, max: 12 }), (u, extra) => {
        const m = optimiseUnits(u, u.length + extra, 'average').multiples;
        expect(Math.min(...m.map((x, i) => x * (u[i] ?? 0)))).toBe(exhaustiveMaxMin(u, u.length + extra));
      }),
      RUNS,
    );
  });

  it('every mode spends exactly the budget, and protected rows return it', () => {
    fc.assert(
      fc.property(units, fc.integer({ min: 0, max: 2_000 }), fc.constantFrom('average', 'protect', 'hot', 'cold' as const), (u, extra, mode) => {
        const total = u.length + extra;
        const r = optimiseUnits(u, total, mode);
        expect(r.multiples.reduce((s, x) => s + x, 0)).toBe(total);
        expect(r.multiples.every((x) => x >= 1)).toBe(true);
        if (mode !== 'average' && r.protected) r.multiples.forEach((x, i) => expect(x * (u[i] ?? 0)).toBeGreaterThanOrEqual(total * 200));
      }),
      RUNS,
    );
  });
});

describe('filters', () => {
  const poolPlan = fc.oneof(
    fc.array(fc.uniqueArray(fc.constantFrom('3', '1', '0'), { minLength: 1, maxLength: 2 }), { minLength: 14, maxLength: 14 }).map((a) =>
      parsePlan({ game: 'sfc', matches: a.map((answers, i) => ({ id: `m${i}`, picks: answers.map((option) => ({ option })) })) }),
    ),
    fc.array(fc.record({ answers: fc.uniqueArray(fc.constantFrom('3', '1', '0'), { minLength: 1, maxLength: 3 }), banker: fc.boolean() }), { minLength: 9, maxLength: 11 }).map((a) =>
      parsePlan({ game: 'rjiu', matches: a.map((x, i) => ({ id: `m${i}`, banker: x.banker && i < 4, picks: x.answers.map((option) => ({ option })) })) }),
    ),
  );
  const range = (max: number) => fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]);
  const filters: fc.Arbitrary<FilterSet> = fc.record(
    {
      count3: range(14), count1: range(14), count0: range(14), sum: range(42), breaks: range(13), repeatPairs: range(13),
      longestRun3: range(8), longestRun: range(8), unbeatenRun: range(14), noDrawRun: range(14), winlessRun: range(14),
      firstHits: range(9), tolerance: fc.integer({ min: 0, max: 2 }),
    },
    { requiredKeys: [] },
  );

  it('the sfc/rjiu counting programme equals enumeration', () => {
    fc.assert(
      fc.property(poolPlan, filters, (plan, f) => {
        const withPrefs: FilterSet = f.firstHits ? { ...f, preferences: { first: Object.fromEntries(plan.matches.map((x) => [x.id, x.picks[0]?.option ?? '3'])) } } : f;
        const compiled = compileFilter(plan, withPrefs);
        let brute = 0;
        forEachCombo(plan.matches.length, plan.folds, plan.matches.map((x) => x.banker), planOptions(plan), (_k, ms, ps) => void (brute += keeps(plan, compiled, ms, ps, 0) ? 1 : 0));
        expect(countPoolPassing(plan, compiled)).toBe(brute);
      }),
      { numRuns: 60 },
    );
  });

  it('sfc winners by formula equal enumeration', () => {
    fc.assert(
      fc.property(poolPlan, fc.array(fc.constantFrom('3', '1', '0'), { minLength: 14, maxLength: 14 }), (plan, result) => {
        const r = result.slice(0, plan.matches.length);
        const hits = plan.matches.map((x, i) => (x.picks.some((p) => p.option === r[i]) ? 1 : 0));
        let level1 = 0;
        let level2 = 0;
        forEachRow(plan, (row) => {
          const wrong = row.matches.filter((mi, leg) => plan.matches[mi]?.picks[row.picks[leg] ?? 0]?.option !== r[mi]).length;
          if (wrong === 0) level1 += 1;
          if (wrong === 1 && plan.game === 'sfc') level2 += 1;
        });
        expect(poolWinners(plan, hits)).toEqual({ level1, level2 });
      }),
      { numRuns: 60 },
    );
  });
});

describe('countCombos', () => {
  it('handles bankers beyond the fold as zero', () => {
    expect(countCombos(() => [2, 2, 2], [1], [true, true, false])).toBe(0n);
  });
});
