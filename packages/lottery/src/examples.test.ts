/**
 * Every worked example of lottery-rules.md §11 (E1–E15; E16 lives in filters.test.ts), as
 * fixed vectors through the public API.
 */
import { describe, expect, it } from 'vitest';
import {
  optimisePlan,
  parsePlan,
  settlePlan,
  splitPlan,
  summarisePlan,
  taxOf,
  winningOptions,
  type Game,
  type MatchInput,
  type Plan,
  type PlanInput,
} from './index.ts';
import { roundUnit } from './money.ts';
import { e12, m, plan } from './testing/plans.ts';
import { unitFen } from './prize.ts';

const e1 = () => plan('jczq', [m('A', '3@1.50', '1@3.20'), m('B', '0@2.10'), m('C', '3@1.85', '0@4.00')], ['2串1', '3串1']);

describe('E1 SPF 2串1 + 3串1', () => {
  it('counts 12 bets for 24 yuan with min 5.55 and max 109.60', () => {
    expect(summarisePlan(e1())).toEqual({ bets: 12, cost: '24.00', minPrize: '5.55', maxPrize: '109.60' });
  });

  it('splits in canonical order with half-even units', () => {
    const rows = splitPlan(e1()).rows;
    expect(rows.map((r) => r.legs.map((l) => `${l.match}${l.option}`).join('×'))).toEqual([
      'A3×B0', 'A1×B0', 'A3×C3', 'A3×C0', 'A1×C3', 'A1×C0', 'B0×C3', 'B0×C0', 'A3×B0×C3', 'A3×B0×C0', 'A1×B0×C3', 'A1×B0×C0',
    ]);
    expect(rows.map((r) => r.unit)).toEqual(['6.30', '13.44', '5.55', '12.00', '11.84', '25.60', '7.77', '16.80', '11.66', '25.20', '24.86', '53.76']);
    expect(rows[0]?.legs[0]).toEqual({ match: 'A', play: 'SPF', option: '3', odds: '1.50' });
  });

  it('settles the max scenario to 109.60 from 4 bets and scales by the multiple', () => {
    const results = { A: { score: '1:1' }, B: { score: '0:2' }, C: { score: '0:1' } };
    expect(settlePlan(e1(), { results })).toMatchObject({ winningBets: 4, prize: '109.60' });
    const triple = parsePlan({ ...rawE1(), multiple: 3 });
    expect(settlePlan(triple, { results })).toMatchObject({ winningBets: 4, prize: '328.80' });
    expect(summarisePlan(triple)).toEqual({ bets: 12, cost: '72.00', minPrize: '16.65', maxPrize: '328.80' });
  });

  it('pages the split list', () => {
    expect(splitPlan(e1(), { offset: 10, limit: 5 })).toMatchObject({ total: 12, rows: [{ unit: '24.86' }, { unit: '53.76' }] });
    expect(splitPlan(e1(), { limit: 2 })).toMatchObject({ total: 12, truncated: true });
  });
});

function rawE1(): PlanInput {
  return { game: 'jczq', matches: [m('A', '3@1.50', '1@3.20'), m('B', '0@2.10'), m('C', '3@1.85', '0@4.00')], passes: ['2串1', '3串1'] };
}

describe('E2/E3 settlement of every play', () => {
  const football = plan(
    'jczq',
    [
      { id: 'A', handicap: -1, ...pickAll('jczq', ['SPF 3', 'RQSPF 1', 'BF 2:1', 'ZJQ 3', 'BQC 03']) },
      { id: 'B', handicap: 1, ...pickAll('jczq', ['RQSPF 3']) },
    ],
    ['2串1'],
  );

  it('E2: 2:1 with 0:1 at half-time wins every listed option', () => {
    expect(winningOptions(football, 0, { score: '2:1', half: '0:1' })).toEqual([0, 1, 2, 3, 4]);
    expect(winningOptions(football, 1, { score: '2:1', half: '0:1' })).toEqual([0]);
    const beidan = plan('beidan', [{ id: 'A', ...pickAll('beidan', ['SXDS 上单']) }, { id: 'B', ...pickAll('beidan', ['SXDS 上单']) }], ['2串1']);
    expect(winningOptions(beidan, 0, { score: '2:1' })).toEqual([0]);
    const beidanBf = plan('beidan', [{ id: 'A', ...pickAll('beidan', ['BF 2:1', 'BF 胜其他']) }, { id: 'B', ...pickAll('beidan', ['BF 1:0']) }], ['2串1']);
    expect(winningOptions(beidanBf, 0, { score: '2:1' })).toEqual([0]);
    expect(winningOptions(beidanBf, 0, { score: '5:0' })).toEqual([1]);
  });

  it('E3: other scores and 7+ goals', () => {
    const a = { id: 'A', ...pickAll('jczq', ['BF 胜其他', 'BF 平其他', 'BF 负其他', 'BF 5:0', 'ZJQ 7+']) };
    const p = plan('jczq', [a, { id: 'B', ...pickAll('jczq', ['ZJQ 1']) }], ['2串1']);
    const options = (score: string) => winningOptions(p, 0, { score }).map((i) => p.matches[0]?.picks[i]?.option);
    expect(options('5:3')).toEqual(['胜其他', '7+']);
    expect(options('4:4')).toEqual(['平其他', '7+']);
    expect(options('0:6')).toEqual(['负其他']);
    expect(options('5:0')).toEqual(['5:0']);
  });

  it('§2 basketball: away 93, home 83, handicap −5.5, line 170.5', () => {
    const p = plan('jclq', [
      { id: 'A', handicap: -5.5, line: 170.5, ...pickAll('jclq', ['SF 0', 'RFSF 0', 'SFC A2', 'DXF 大', 'SF 3', 'SFC A1']) },
      { id: 'B', ...pickAll('jclq', ['SF 3']) },
    ], ['2串1']);
    expect(winningOptions(p, 0, { score: '83:93' }).map((i) => p.matches[0]?.picks[i]?.option)).toEqual(['0', '0', 'A2', '大']);
  });
});

function pickAll(game: Game, codes: string[]): { picks: MatchInput['picks'] } {
  return { picks: codes.map((c) => ({ play: c.split(' ')[0], option: c.split(' ')[1] ?? '', odds: game === 'beidan' ? '2.000000' : '2.00' })) };
}

describe('E4 rounding', () => {
  it.each([
    [[115, 115], 264],
    [[125, 123], 308],
    [[155, 205], 636],
    [[265, 248], 1314],
    [[126, 101], 255],
  ])('2 × %j → %i fen (exact half-even)', (odds, fen) => {
    expect(roundUnit(odds, 100)).toBe(fen);
  });

  it('truncate-first mode gives 2.54 for 2.5452', () => {
    expect(roundUnit([126, 101], 100, false, 'mill-half-even')).toBe(254);
    const p = plan('jczq', [m('A', '3@1.26'), m('B', '3@1.01')], ['2串1'], { rules: { rounding: 'mill-half-even' } });
    expect(splitPlan(p).rows[0]?.unit).toBe('2.54');
  });
});

describe('E5 caps and tax', () => {
  const two = plan('jczq', [m('A', '3@300.00'), m('B', '3@400.00')], ['2串1']);
  it('caps a 2-fold at 200,000 and a 3-fold at 200,000', () => {
    expect(unitFen(two, [30000, 40000])).toEqual({ fen: 20_000_000, capped: true });
    expect(taxOf(20_000_000)).toBe(4_000_000);
    const three = plan('jczq', [m('A', '3@60.00'), m('B', '3@70.00'), m('C', '3@55.00')], ['3串1']);
    expect(splitPlan(three).rows[0]).toEqual({ legs: expect.any(Array) as unknown, unit: '200000.00', capped: true, net: '160000.00' });
  });

  it('taxes over 10,000 at 20 % half-up', () => {
    expect(unitFen(two, [8100, 7500])).toEqual({ fen: 1_215_000, capped: false });
    expect(taxOf(1_215_000)).toBe(243_000);
    expect(taxOf(1_234_567)).toBe(246_913);
    expect(taxOf(1_000_000)).toBe(0);
    expect(1_000_001 - taxOf(1_000_001)).toBe(800_001);
    expect(taxOf(1_000_000, 'from-10000')).toBe(200_000);
  });

  it('reports net prize on settlement', () => {
    const p = plan('jczq', [m('A', '3@81.00'), m('B', '3@75.00')], ['2串1']);
    expect(settlePlan(p, { results: { A: { score: '1:0' }, B: { score: '1:0' } } })).toEqual({ winningBets: 1, prize: '12150.00', net: '9720.00', refund: '0.00' });
  });
});

describe('E6 bet counts with option counts (2, 1, 3, 1)', () => {
  const matches = [m('A', '3@1.5', '1@3'), m('B', '3@2'), m('C', '3@2', '1@3', '0@4'), m('D', '0@2')];
  it.each([
    ['4串1', 6],
    ['4串4', 17],
    ['4串5', 23],
    ['4串6', 17],
    ['4串11', 40],
  ])('%s → %i bets', (pass, bets) => {
    expect(summarisePlan(plan('jczq', matches, [pass]))).toMatchObject({ bets, cost: `${bets * 2}.00` });
  });
});

describe('E7 4串11 with one option each', () => {
  const matches = [m('A', '3@1.50'), m('B', '3@1.80'), m('C', '3@2.10'), m('D', '3@2.50')];
  const prize = (pass: string, wrong?: string) => {
    const results = Object.fromEntries(['A', 'B', 'C', 'D'].map((id) => [id, { score: id === wrong ? '0:1' : '1:0' }]));
    return settlePlan(plan('jczq', matches, [pass]), { results });
  };
  it('pays each bundle with all right, D wrong and A wrong', () => {
    expect(summarisePlan(plan('jczq', matches, ['4串11']))).toEqual({ bets: 11, cost: '22.00', minPrize: '5.40', maxPrize: '134.10' });
    expect([prize('4串11'), prize('4串4'), prize('4串5'), prize('4串6')].map((r) => 'prize' in r && r.prize)).toEqual(['134.10', '59.49', '87.84', '46.26']);
    expect(prize('4串11', 'D')).toMatchObject({ winningBets: 4, prize: '30.60' });
    expect([prize('4串4', 'D'), prize('4串5', 'D'), prize('4串6', 'D')].map((r) => 'prize' in r && r.prize)).toEqual(['11.34', '11.34', '19.26']);
    expect(prize('4串11', 'A')).toMatchObject({ winningBets: 4, prize: '45.96' });
    expect([prize('4串4', 'A'), prize('4串5', 'A'), prize('4串6', 'A')].map((r) => 'prize' in r && r.prize)).toEqual(['18.90', '18.90', '27.06']);
  });
});

describe('E8 mixed football', () => {
  const matches = (): MatchInput[] => [
    { ...m('A', 'SPF 3@1.80', 'BF 2:1@8.50', 'ZJQ 3@3.40'), handicap: -1 },
    { ...m('B', 'SPF 1@3.30', 'RQSPF 3@1.62'), handicap: 1 },
    { ...m('C', 'SPF 0@4.75', 'BQC 11@4.60'), handicap: -1 },
  ];
  it('2串1: 16 bets, max 311.70, min 5.83, cap 4', () => {
    const p = plan('jczq', matches(), ['2串1']);
    expect(p.cap).toBe(4);
    expect(summarisePlan(p)).toEqual({ bets: 16, cost: '32.00', minPrize: '5.83', maxPrize: '311.70' });
    const max = settlePlan(p, { results: { A: { score: '2:1', half: '1:0' }, B: { score: '0:0', half: '0:0' }, C: { score: '0:1', half: '0:0' } } });
    expect(max).toMatchObject({ winningBets: 11, prize: '311.70' });
  });

  it('2串1 + 3串1: 28 bets, max 952.05 from 17 bets, min 5.83', () => {
    const p = plan('jczq', matches(), ['2串1', '3串1']);
    expect(summarisePlan(p)).toEqual({ bets: 28, cost: '56.00', minPrize: '5.83', maxPrize: '952.05' });
    const max = settlePlan(p, { results: { A: { score: '2:1', half: '1:0' }, B: { score: '0:0', half: '0:0' }, C: { score: '0:1', half: '0:0' } } });
    expect(max).toMatchObject({ winningBets: 17, prize: '952.05' });
  });

  it('refuses pass types beyond the BF/BQC cap of 4', () => {
    const five = [...matches(), m('D', 'SPF 3@1.5'), m('E', 'SPF 3@1.5')];
    expect(() => plan('jczq', five, ['5串1'])).toThrow(/leg limit 4/);
  });
});

describe('E9 banker', () => {
  const matches = [{ ...m('A', '3@1.70'), banker: true }, m('B', '3@2.00', '1@3.10'), m('C', '0@2.60'), m('D', '1@3.30', '0@2.40')];
  it('3串1 with banker A: 8 bets, min 16.32, max 91.35', () => {
    expect(summarisePlan(plan('jczq', matches, ['3串1']))).toEqual({ bets: 8, cost: '16.00', minPrize: '16.32', maxPrize: '91.35' });
    const free = matches.map((x) => ({ ...x, banker: false }));
    expect(summarisePlan(plan('jczq', free, ['3串1'])).bets).toBe(12);
  });
  it('lists rows only with the banker', () => {
    expect(splitPlan(plan('jczq', matches, ['3串1'])).rows.every((r) => r.legs[0]?.match === 'A')).toBe(true);
  });
});

describe('E10 basketball mixed', () => {
  it('2串1: 8 bets, max 57.12, min 4.99', () => {
    const p = plan('jclq', [
      { ...m('A', 'SF 3@1.45', 'SFC H1@3.10', 'SFC H2@3.60', 'DXF 大@1.75'), line: 170.5 },
      { ...m('B', 'RFSF 3@1.72', 'SFC A1@4.20'), handicap: -4.5 },
    ], ['2串1']);
    expect(p.cap).toBe(4);
    expect(summarisePlan(p)).toEqual({ bets: 8, cost: '16.00', minPrize: '4.99', maxPrize: '57.12' });
  });
});

describe('E11 beidan', () => {
  it('3串1 SP 3.52 × 2.18 × 4.05 × 0.65 → 40.40', () => {
    const p = plan('beidan', [m('A', '3@3.520000'), m('B', '3@2.180000'), m('C', '3@4.050000')], ['3串1']);
    expect(splitPlan(p).rows[0]?.unit).toBe('40.40');
    const q = plan('beidan', [m('A', '3@3.521384'), m('B', '3@2.180000'), m('C', '3@4.052771')], ['3串1']);
    expect(splitPlan(q).rows[0]?.unit).toBe('40.45');
    expect(splitPlan(parsePlan({ ...rawOf(q), rules: { rounding: 'mill-half-even' } })).rows[0]?.unit).toBe('40.44');
  });

  it('2串3 both right pays 19.21 for 6 yuan', () => {
    const p = plan('beidan', [m('A', '3@2.80'), m('B', '3@3.15')], ['2串3']);
    expect(splitPlan(p).rows.map((r) => r.unit)).toEqual(['3.64', '4.10', '11.47']);
    expect(settlePlan(p, { results: { A: { score: '1:0' }, B: { score: '1:0' } } })).toMatchObject({ winningBets: 3, prize: '19.21' });
    expect(summarisePlan(p).cost).toBe('6.00');
  });

  it('counts beidan bundles', () => {
    const three = [m('A', '3@2', '1@3'), m('B', '3@2'), m('C', '3@2', '1@3', '0@4')];
    expect(['3串1', '3串4', '3串7'].map((p) => summarisePlan(plan('beidan', three, [p])).bets)).toEqual([6, 17, 23]);
    const four = ['A', 'B', 'C', 'D'].map((id) => m(id, '3@2'));
    expect(['4串5', '4串11', '4串15'].map((p) => summarisePlan(plan('beidan', four, [p])).bets)).toEqual([5, 11, 15]);
  });

  it('floors a single at 2.00 (SP 1.25 → 1.62 → 2.00) unless switched off', () => {
    const single = plan('beidan', [m('A', '3@1.25')], ['单关']);
    expect(splitPlan(single).rows[0]?.unit).toBe('2.00');
    expect(splitPlan(parsePlan({ ...rawOf(single), rules: { beidanFloor: 'none' } })).rows[0]?.unit).toBe('1.62');
  });
});

function rawOf(p: Plan): PlanInput {
  return {
    game: p.game,
    passes: p.passes,
    matches: p.matches.map((x) => ({ id: x.id, handicap: x.handicap ?? undefined, banker: x.banker, picks: x.picks.map((k) => ({ play: k.play, option: k.option, odds: k.oddsText })) })),
  };
}

describe('E12 sfc', () => {
  it('24 bets, 48 yuan', () => {
    expect(summarisePlan(e12())).toEqual({ bets: 24, cost: '48.00' });
  });
  it.each([
    ['31100303011303', 1, 5],
    ['31100333011303', 0, 2],
    ['31100313011313', 0, 1],
  ])('%s → level 1 = %i, level 2 = %i', (result, level1, level2) => {
    expect(settlePlan(e12(), { result })).toEqual({ level1, level2 });
  });
  it('estimates 57,500 gross and 47,500 net', () => {
    expect(settlePlan(e12(), { result: '31100303011303', estimate: { level1: '50000', level2: '1500' } })).toEqual({ level1: 1, level2: 5, gross: '57500.00', net: '47500.00' });
  });
});

describe('E13 rjiu', () => {
  const answers: [string, string, boolean][] = [
    ['A', '3', true], ['B', '10', true], ['C', '3', false], ['D', '1', false], ['E', '31', false], ['F', '0', false],
    ['G', '310', false], ['H', '3', false], ['I', '1', false], ['J', '30', false], ['K', '0', false],
  ];
  const rjiu = (bankers: boolean) =>
    parsePlan({ game: 'rjiu', matches: answers.map(([id, a, b]) => ({ id, banker: bankers && b, picks: [...a].map((option) => ({ option })) })) });
  it('566 bets with bankers, 842 without, 10 for ten single answers', () => {
    expect(summarisePlan(rjiu(true))).toEqual({ bets: 566, cost: '1132.00' });
    expect(summarisePlan(rjiu(false))).toEqual({ bets: 842, cost: '1684.00' });
    const ten = parsePlan({ game: 'rjiu', matches: Array.from({ length: 10 }, (_, i) => ({ id: `m${i}`, picks: [{ option: '3' }] })) });
    expect(summarisePlan(ten).bets).toBe(10);
  });
  it('one winning bet when E and I are wrong', () => {
    expect(settlePlan(rjiu(true), { result: '30310013300' })).toEqual({ level1: 1, level2: 0 });
  });
});

const e14 = () => plan('jczq', [m('A', '3@1.55', '1@3.60'), m('B', '3@2.05', '0@3.10')], ['2串1']);

describe('E14 optimisation', () => {
  it('has units 6.36, 9.61, 14.76, 22.32', () => {
    expect(splitPlan(e14()).rows.map((r) => r.unit)).toEqual(['6.36', '9.61', '14.76', '22.32']);
  });
  it.each([
    ['average', undefined, [21, 14, 9, 6], ['133.56', '134.54', '132.84', '133.92']],
    ['protect', undefined, [21, 14, 9, 6], ['133.56', '134.54', '132.84', '133.92']],
    ['protect', [0, 1], [16, 11, 14, 9], ['101.76', '105.71', '206.64', '200.88']],
    ['hot', undefined, [27, 11, 7, 5], ['171.72', '105.71', '103.32', '111.60']],
    ['cold', undefined, [16, 11, 7, 16], ['101.76', '105.71', '103.32', '357.12']],
  ] as const)('budget 100, %s %j', (mode, protect, multiples, returns) => {
    const input = protect ? { budget: '100', mode, protect: [...protect] } : { budget: '100', mode };
    expect(optimisePlan(e14(), input)).toMatchObject({ multiples, returns, protected: true });
  });
  it('reports min and max with the new multiples (§9.6): one row wins per result', () => {
    expect(optimisePlan(e14(), { budget: '100', mode: 'average' })).toMatchObject({ minPrize: '132.84', maxPrize: '134.54' });
    expect(optimisePlan(e14(), { budget: '100', mode: 'cold' })).toMatchObject({ minPrize: '101.76', maxPrize: '357.12' });
  });
  it.each(['average', 'protect', 'hot', 'cold'] as const)('budget 20 gives 4, 3, 2, 1 in %s', (mode) => {
    expect(optimisePlan(e14(), { budget: '20', mode })).toMatchObject({ multiples: [4, 3, 2, 1], returns: ['25.44', '28.83', '29.52', '22.32'], protected: true });
  });
  it('refuses a budget under 2 yuan per bet or odd', () => {
    expect(() => optimisePlan(e14(), { budget: '6', mode: 'average' })).toThrow(/at least 8 yuan/);
    expect(() => optimisePlan(e14(), { budget: '101', mode: 'average' })).toThrow(/even/);
  });
});

describe('E15 protection impossible', () => {
  const p = () => plan('jczq', [m('A', '3@1.30', '1@4.50', '0@8.00'), m('B', '3@2.00', '1@3.20', '0@3.40')], ['2串1']);
  it('falls back to average with protected = false', () => {
    expect(splitPlan(p()).rows.map((r) => r.unit)).toEqual(['5.20', '8.32', '8.84', '18.00', '28.80', '30.60', '32.00', '51.20', '54.40']);
    for (const mode of ['protect', 'hot', 'cold'] as const) {
      const r = optimisePlan(p(), { budget: '100', mode });
      expect(r.protected).toBe(false);
      expect(r.multiples).toEqual([14, 9, 9, 5, 3, 3, 3, 2, 2]);
      expect(r.returns[0]).toBe('72.80');
      expect(r.returns[8]).toBe('108.80');
    }
  });
});
