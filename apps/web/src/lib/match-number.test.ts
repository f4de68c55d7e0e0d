import { describe, expect, it } from 'vitest';
import { splitMatchNumber } from './match-number.ts';

describe('splitMatchNumber', () => {
  it('splits a jingcai number into its weekday and number', () => {
    expect(splitMatchNumber('周四001')).toEqual({ weekday: 4, number: '001' });
    expect(splitMatchNumber('周日312')).toEqual({ weekday: 0, number: '312' });
  });

  it('leaves numbers without a weekday alone', () => {
    expect(splitMatchNumber('001')).toBeNull();
    expect(splitMatchNumber('')).toBeNull();
  });
});
