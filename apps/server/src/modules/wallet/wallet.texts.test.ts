import { describe, expect, it } from 'vitest';
import { vipDescriptionTexts } from './wallet.texts.ts';

describe('VIP description texts', () => {
  it('writes "1 free plan" and "3 free plans" in English, not "plan(s)"', () => {
    expect(vipDescriptionTexts.en.line('VIP', 10, 1)).toBe('VIP: 10% off plans and models bought with coins, 1 free plan a day');
    expect(vipDescriptionTexts.en.line('SVIP', 20, 3)).toBe('SVIP: 20% off plans and models bought with coins, 3 free plans a day');
  });
});
