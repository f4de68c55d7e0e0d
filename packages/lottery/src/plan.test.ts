/** Plan validation, pass legality, void settlement, switches and the enumeration limit. */
import { describe, expect, it } from 'vitest';
import { legalPasses, LOTTERY_PROBLEMS, lotteryProblemText, optimisePlan, parsePlan, settlePlan, splitPlan, summarisePlan, LotteryInputError, type LotteryProblemCode, type MatchInput } from './index.ts';
import { m, plan } from './testing/plans.ts';

const spf = (id: string, extra: Partial<MatchInput> = {}) => ({ ...m(id, '3@1.50', '1@3.20', '0@5.00'), ...extra });

describe('parsePlan', () => {
  it.each([
    [{ game: 'lotto', matches: [] }, /game must be one of/],
    [{ game: 'jczq', matches: [] }, /non-empty list/],
    [{ game: 'jczq', matches: [spf('A'), spf('A')], passes: ['2串1'] }, /unique/],
    [{ game: 'jczq', matches: [m('A', '3@1.5', '3@1.6'), spf('B')], passes: ['2串1'] }, /picked twice/],
    [{ game: 'jczq', matches: [m('A', 'RQSPF 3@1.5'), spf('B')], passes: ['2串1'] }, /RQSPF needs a non-zero whole-number handicap/],
    [{ game: 'jclq', matches: [{ ...m('A', 'RFSF 3@1.5'), handicap: -5 }, m('B', 'SF 3@1.5')], passes: ['2串1'] }, /ending in .5/],
    [{ game: 'jclq', matches: [m('A', 'DXF 大@1.5'), m('B', 'SF 3@1.5')], passes: ['2串1'] }, /DXF needs a positive line/],
    [{ game: 'beidan', matches: [m('A', 'SPF 3@1.5'), m('B', 'ZJQ 2@3.1')], passes: ['2串1'] }, /no mixed plays/],
    [{ game: 'jczq', matches: [spf('A'), spf('B')], passes: ['2串1'], multiple: 0 }, /multiple/],
    [{ game: 'jczq', matches: [spf('A'), spf('B')], passes: ['3串1'] }, /needs 3 matches/],
    [{ game: 'jczq', matches: [spf('A'), spf('B'), spf('C')], passes: ['2串3'] }, /unknown pass type 2串3/],
    [{ game: 'jczq', matches: [spf('A'), spf('B'), spf('C'), spf('D')], passes: ['3串4'] }, /exactly 3 matches/],
    [{ game: 'jczq', matches: [spf('A', { banker: true }), spf('B'), spf('C')], passes: ['3串4'] }, /bankers cannot be used with 3串4/],
    [{ game: 'jczq', matches: [spf('A', { banker: true }), spf('B', { banker: true }), spf('C', { banker: true })], passes: ['2串1'] }, /3 bankers/],
    [{ game: 'jczq', matches: [spf('A'), spf('B'), spf('C')], passes: ['3串4', '2串1'] }, /cannot be combined/],
    [{ game: 'jczq', matches: [spf('A'), spf('B')], passes: [] }, /at least one pass type/],
    [{ game: 'jczq', matches: [spf('A'), spf('B')], passes: ['2串1'], rules: { rounding: 'up' } }, /rules.rounding/],
    [{ game: 'sfc', matches: [{ id: 'a', picks: [{ option: '3' }] }] }, /all 14 matches/],
    [{ game: 'sfc', matches: Array.from({ length: 14 }, (_, i) => ({ id: `m${i}`, picks: [{ option: '3', odds: '1.5' }] })) }, /carry no odds/],
    [{ game: 'rjiu', matches: Array.from({ length: 10 }, (_, i) => ({ id: `m${i}`, banker: i < 9, picks: [{ option: '3' }] })) }, /at most 8 bankers/],
    [{ game: 'beidan', matches: [m('A', 'SFGG 3@1.5'), m('B', 'SFGG 3@1.5')], passes: ['2串1'] }, /SFGG needs a handicap/],
  ])('refuses %j', (input, problem) => {
    expect(() => parsePlan(input)).toThrow(LotteryInputError);
    expect(() => parsePlan(input)).toThrow(problem);
  });

  it('names each problem by a stable code with locale-free params, and in English', () => {
    const error = (() => {
      try {
        parsePlan({ game: 'jczq', matches: [spf('A'), spf('B')], passes: ['3串1'] });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(LotteryInputError);
    expect(error).toMatchObject({ code: 'passTooFewMatches', params: { pass: '3串1', legs: 3, matches: 2 }, problem: 'pass type 3串1 needs 3 matches, the plan has 2' });
    const unknownOption = (() => {
      try {
        parsePlan({ game: 'jczq', matches: [{ id: 'A', picks: [{ option: '9', odds: '1.5' }] }], passes: ['单关'] });
      } catch (e) {
        return e;
      }
    })();
    expect(unknownOption).toMatchObject({ code: 'optionUnknown', params: { match: 'A', option: '9', play: 'SPF', options: '3 1 0' } });
  });

  it('fills every placeholder of a problem text, and leaves JSON braces alone', () => {
    for (const code of Object.keys(LOTTERY_PROBLEMS) as LotteryProblemCode[]) {
      const names = [...LOTTERY_PROBLEMS[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      const text = lotteryProblemText(code, Object.fromEntries(names.map((n) => [n, 7])));
      expect(text, code).not.toMatch(/\{\w+\}/);
    }
    expect(lotteryProblemText('filterPairsEmpty', { field: 'filters.bankers' })).toBe('filters.bankers must list {"match", "option"} pairs');
  });

  it('sorts picks into canonical order and keeps the odds text', () => {
    const p = parsePlan({ game: 'jczq', matches: [{ id: 'A', handicap: -1, picks: [{ play: 'BF', option: '2:1', odds: '8.5' }, { play: 'RQSPF', option: '0', odds: '2' }, { option: '3', odds: '1.80' }] }, spf('B')], passes: ['2串1'] });
    expect(p.matches[0]?.picks.map((x) => `${x.play} ${x.option} ${x.oddsText}`)).toEqual(['SPF 3 1.80', 'RQSPF 0 2.00', 'BF 2:1 8.50']);
  });
});

describe('legalPasses', () => {
  it('jingcai SPF: free passes and the bundles of M = n', () => {
    expect(legalPasses('jczq', [spf('A'), spf('B'), spf('C'), spf('D')])).toEqual(['2串1', '3串1', '4串1', '4串4', '4串5', '4串6', '4串11']);
    expect(legalPasses('jczq', [spf('A'), spf('B')])).toEqual(['2串1']);
  });
  it('单关 only when every match allows singles; bankers drop singles and bundles', () => {
    expect(legalPasses('jczq', [spf('A', { singleAllowed: true }), spf('B', { singleAllowed: true })])).toEqual(['单关', '2串1']);
    expect(legalPasses('jczq', [spf('A', { banker: true }), spf('B'), spf('C')])).toEqual(['2串1', '3串1']);
  });
  it('caps by the smallest play: BF limits to 4 legs, none of the 5-match rows', () => {
    const five = [m('A', 'BF 1:0@7'), spf('B'), spf('C'), spf('D'), spf('E')];
    expect(legalPasses('jczq', five)).toEqual(['2串1', '3串1', '4串1']);
  });
  it('beidan: singles, k串1 to the cap, bundles with singles; SFGG from 3 legs only', () => {
    expect(legalPasses('beidan', [m('A', 'BF 1:0@7'), m('B', 'BF 1:0@7')])).toEqual(['单关', '2串1', '2串3']);
    const sfgg = ['A', 'B', 'C', 'D'].map((id) => ({ id, handicap: 0.5, picks: [{ play: 'SFGG', option: '3', odds: '1.7' }] }));
    expect(legalPasses('beidan', sfgg)).toEqual(['3串1', '4串1']);
    expect(legalPasses('beidan', sfgg, { sfggBundles: ['4串5'] })).toEqual(['3串1', '4串1', '4串5']);
  });
  it('sfc/rjiu have none', () => {
    expect(legalPasses('sfc', [{ picks: [{ play: 'SPF' }] }])).toEqual([]);
  });
});

describe('void matches', () => {
  const p = () => plan('jczq', [m('A', '3@1.50', '1@3.20'), m('B', '0@2.10'), m('C', '3@1.85')], ['2串1']);
  it('count every ticked option at 1.00 inside a parlay', () => {
    // A void: A3×B0 = A1×B0 = 2 × 1.00 × 2.10 = 4.20, A3×C3 = A1×C3 = 3.70, B0×C3 = 7.77.
    const r = settlePlan(p(), { results: { A: { void: true }, B: { score: '0:1' }, C: { score: '1:0' } } });
    expect(r).toEqual({ winningBets: 5, prize: '23.57', net: '23.57', refund: '0.00' });
  });
  it('refund bets whose every leg is void', () => {
    const r = settlePlan(p(), { results: { A: { void: true }, B: { void: true }, C: { score: '0:1' } } });
    expect(r).toMatchObject({ winningBets: 0, refund: '4.00' });
  });
  it('name missing and unknown results', () => {
    expect(() => settlePlan(p(), { results: { A: { score: '1:0' } } })).toThrow(/lack match B/);
    expect(() => settlePlan(p(), { results: { A: { score: '1:0' }, B: { score: '1:0' }, C: { score: '1:0' }, Z: { score: '1:0' } } })).toThrow(/Z/);
    expect(() => settlePlan(p(), { results: { A: { score: '1-0' }, B: { score: '1:0' }, C: { score: '1:0' } } })).toThrow(/score like/);
  });
});

describe('switches', () => {
  it('per-combination cap reading keeps SPF legs beyond the BF cap', () => {
    const matches = [m('A', 'SPF 3@1.5', 'BF 1:0@7'), spf('B'), spf('C'), spf('D'), spf('E')];
    expect(() => plan('jczq', matches, ['5串1'])).toThrow(/leg limit 4/);
    const p = plan('jczq', matches, ['5串1'], { rules: { mixedCap: 'combination' } });
    expect(summarisePlan(p).bets).toBe(81); // the BF option of A cannot sit in a 5-leg bet
  });
  it('single cap 100,000 by default, 5,000,000 when switched', () => {
    const single = (rules = {}) => plan('jczq', [{ ...m('A', 'BF 胜其他@80000.00'), singleAllowed: true }], ['单关'], { rules });
    expect(splitPlan(single()).rows[0]?.unit).toBe('100000.00');
    expect(splitPlan(single({ singleCap: 5_000_000 })).rows[0]?.unit).toBe('160000.00');
  });
  it('cheapest single bet vs cheapest way to win (§6.8 example: 25.50 vs 52.50)', () => {
    const matches = [{ ...m('A', 'BF 0:0@9.00', 'ZJQ 0@8.50'), banker: true }, m('B', 'SPF 3@1.50')];
    expect(summarisePlan(plan('jczq', matches, ['2串1'])).minPrize).toBe('52.50');
    expect(summarisePlan(plan('jczq', matches, ['2串1'], { rules: { minPrize: 'cheapest-bet' } })).minPrize).toBe('25.50');
  });
  it('a binding cap makes the maximum search every joint result (§6.7: 400,000, not 200,000)', () => {
    const matches = [m('A', 'SPF 3@10.00', 'BF 2:1@10.00', 'ZJQ 0@25.00'), m('B', 'BF 1:0@100.00'), m('C', 'BF 1:0@100.00')];
    expect(summarisePlan(plan('jczq', matches, ['3串1'])).maxPrize).toBe('400000.00');
  });
});

describe('large plans', () => {
  const eight = () => plan('jczq', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id) => spf(id)), ['8串247']);
  it('count and price 65,511 bets without enumerating', () => {
    expect(summarisePlan(eight())).toMatchObject({ bets: 65_511, cost: '131022.00' });
  });
  it('split returns a window and says it is truncated', () => {
    const r = splitPlan(eight(), { offset: 65_510, limit: 10 });
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]?.legs).toHaveLength(8);
    expect(splitPlan(eight(), { limit: 3 })).toMatchObject({ total: 65_511, truncated: true });
  });
  it('refuses to enumerate beyond 100,000 rows with a clear problem', () => {
    const fifteen = plan('beidan', Array.from({ length: 15 }, (_, i) => m(`m${i}`, '3@1.5', '1@3.2', '0@5')), ['15串1']);
    expect(summarisePlan(fifteen).bets).toBe(3 ** 15);
    expect(() => optimisePlan(fifteen, { budget: '100000000', mode: 'average' })).toThrow(/14348907 single bets; optimisation works on at most 100000/);
  });
});

describe('basketball and SFGG settlement', () => {
  it('settles a jclq mixed plan and pays the §2 worked result', () => {
    const p = plan('jclq', [
      { ...m('A', 'SF 0@1.80', 'SFC A2@4.50', 'DXF 大@1.70'), handicap: -5.5, line: 170.5 },
      { ...m('B', 'RFSF 3@1.75'), handicap: -4.5 },
    ], ['2串1']);
    // A away by 10 with 176 points; B home by 5 covers −4.5: A's three options win with B.
    const r = settlePlan(p, { results: { A: { score: '83:93' }, B: { score: '100:95' } } });
    expect(r).toMatchObject({ winningBets: 3, prize: '28.00' }); // 2 × 1.75 × (1.80 + 4.50 + 1.70)
    expect(() => settlePlan(p, { results: { A: { score: '90:90' }, B: { score: '100:95' } } })).toThrow(/no draws/);
  });
  it('settles beidan SFGG with the .5 handicap added to the home score', () => {
    const legs = ['A', 'B', 'C'].map((id) => ({ id, handicap: -1.5, picks: [{ play: 'SFGG', option: '3', odds: '1.800000' }] }));
    const p = parsePlan({ game: 'beidan', matches: legs, passes: ['3串1'] });
    const win = settlePlan(p, { results: { A: { score: '3:1' }, B: { score: '2:0' }, C: { score: '90:80' } } });
    expect(win).toMatchObject({ winningBets: 1, prize: '7.58' }); // 2 × 1.8³ × 0.65 = 7.5816
    const lose = settlePlan(p, { results: { A: { score: '2:1' }, B: { score: '2:0' }, C: { score: '90:80' } } });
    expect(lose).toMatchObject({ winningBets: 0, prize: '0.00' });
  });
});
