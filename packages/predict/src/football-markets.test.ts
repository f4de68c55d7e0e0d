import { describe, expect, it } from 'vitest';
import {
  BEIDAN_BF_OPTIONS,
  beidanScoreCode,
  correctScoreBeidan,
  correctScoreJingcai,
  handicapOneXTwo,
  JINGCAI_BF_OPTIONS,
  jingcaiScoreCode,
  oddEvenHighLow,
  oneXTwo,
  overUnder,
  resultCode,
  scoreMatrix,
  SXDS_OPTIONS,
  totalGoals,
  ZJQ_OPTIONS,
  type OptionProbability,
} from './index.ts';

const plain = scoreMatrix({ homeRate: 1.5, awayRate: 1, rho: 0 });
const sum = (xs: readonly OptionProbability<string>[]): number => xs.reduce((s, x) => s + x.probability, 0);
const probabilityOf = <C extends string>(xs: readonly OptionProbability<C>[], code: C): number =>
  xs.find((x) => x.code === code)?.probability ?? Number.NaN;

describe('option lists (lottery-rules §1, §7)', () => {
  it('have the documented sizes and canonical order', () => {
    expect(JINGCAI_BF_OPTIONS).toHaveLength(31);
    expect(BEIDAN_BF_OPTIONS).toHaveLength(25);
    expect(JINGCAI_BF_OPTIONS.slice(0, 13)).toEqual(
      ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2', '胜其他'],
    );
    expect(JINGCAI_BF_OPTIONS.slice(13, 18)).toEqual(['0:0', '1:1', '2:2', '3:3', '平其他']);
    expect(JINGCAI_BF_OPTIONS.at(-1)).toBe('负其他');
    expect(ZJQ_OPTIONS).toEqual(['0', '1', '2', '3', '4', '5', '6', '7+']);
    expect(SXDS_OPTIONS).toEqual(['上单', '上双', '下单', '下双']);
  });

  it('settle scores into the "other" buckets as §1 and §7 say', () => {
    expect(jingcaiScoreCode(4, 3)).toBe('胜其他');
    expect(jingcaiScoreCode(5, 3)).toBe('胜其他');
    expect(jingcaiScoreCode(6, 0)).toBe('胜其他');
    expect(jingcaiScoreCode(5, 2)).toBe('5:2');
    expect(jingcaiScoreCode(4, 4)).toBe('平其他');
    expect(jingcaiScoreCode(0, 6)).toBe('负其他');
    expect(jingcaiScoreCode(3, 4)).toBe('负其他');
    expect(beidanScoreCode(5, 0)).toBe('胜其他');
    expect(beidanScoreCode(2, 5)).toBe('负其他');
    expect(beidanScoreCode(4, 2)).toBe('4:2');
    expect(resultCode(2, 1)).toBe('3');
  });
});

describe('plays read off a score matrix (worked: independent Poisson 1.5 / 1.0)', () => {
  it('1X2', () => {
    const [h, d, a] = oneXTwo(plain);
    expect(h!.probability).toBeCloseTo(0.48795, 5);
    expect(d!.probability).toBeCloseTo(0.25985, 5);
    expect(a!.probability).toBeCloseTo(0.25221, 5);
  });

  it('handicap W/D/L: §1 example, H = −1 and 2:1 is 让平', () => {
    const oneGoal = scoreMatrix({ homeRate: 1.5, awayRate: 1, rho: 0 });
    const [win, draw, loss] = handicapOneXTwo(oneGoal, -1);
    const diff = (k: number): number => oneGoal.p.flatMap((row, h) => row.filter((_, a) => h - a === k)).reduce((s, p) => s + p, 0);
    expect(draw!.probability).toBeCloseTo(diff(1), 14);
    expect(win!.probability + draw!.probability + loss!.probability).toBeCloseTo(1, 14);
    expect(handicapOneXTwo(oneGoal, 1)[2]!.probability).toBeCloseTo(1 - oneXTwo(oneGoal)[0]!.probability - oneXTwo(oneGoal)[1]!.probability - diff(-1), 14);
    expect(() => handicapOneXTwo(oneGoal, -0.5)).toThrow(RangeError);
  });

  it('total goals is Poisson(2.5) for independent sides', () => {
    const zjq = totalGoals(plain);
    const poisson = (k: number): number => (Math.exp(-2.5) * 2.5 ** k) / [1, 1, 2, 6, 24, 120, 720][k]!;
    for (let k = 0; k <= 6; k++) expect(zjq[k]!.probability).toBeCloseTo(poisson(k), 14);
    expect(zjq[7]!.code).toBe('7+');
    expect(zjq[7]!.probability).toBeCloseTo(0.014187, 6);
  });

  it('over/under at half, integer and quarter lines', () => {
    const half = overUnder(plain, 2.5);
    expect(half.push).toBe(0);
    expect(half.under).toBeCloseTo(Math.exp(-2.5) * (1 + 2.5 + 3.125), 14);
    const integer = overUnder(plain, 2);
    expect(integer.push).toBeCloseTo(Math.exp(-2.5) * 3.125, 14);
    expect(integer.over + integer.push + integer.under).toBeCloseTo(1, 14);
  });

  it('上下单双: 下单 is exactly one goal, 下双 is 0 or 2', () => {
    const sxds = oddEvenHighLow(plain);
    expect(probabilityOf(sxds, '下单')).toBeCloseTo(2.5 * Math.exp(-2.5), 14);
    expect(probabilityOf(sxds, '下双')).toBeCloseTo(Math.exp(-2.5) * (1 + 3.125), 14);
    expect(sum(sxds)).toBeCloseTo(1, 14);
  });

  it('correct score: jingcai lists 5:0–5:2, beidan folds them into 胜其他', () => {
    const jc = correctScoreJingcai(plain);
    const bd = correctScoreBeidan(plain);
    expect(jc.map((x) => x.code)).toEqual([...JINGCAI_BF_OPTIONS]);
    expect(bd.map((x) => x.code)).toEqual([...BEIDAN_BF_OPTIONS]);
    expect(sum(jc)).toBeCloseTo(1, 14);
    expect(sum(bd)).toBeCloseTo(1, 14);
    expect(probabilityOf(jc, '1:1')).toBeCloseTo(plain.p[1]![1]!, 15);
    const fives = ['5:0', '5:1', '5:2'] as const;
    expect(probabilityOf(bd, '胜其他')).toBeCloseTo(probabilityOf(jc, '胜其他') + fives.reduce((s, c) => s + probabilityOf(jc, c), 0), 14);
    expect(probabilityOf(jc, '平其他')).toBeCloseTo(1 - [0, 1, 2, 3].reduce((s, k) => s + plain.p[k]![k]!, 0) - oneXTwo(plain)[0]!.probability - oneXTwo(plain)[2]!.probability, 14);
  });
});
