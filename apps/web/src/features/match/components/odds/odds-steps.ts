/** One quote of a movement: when it came in, its line and its prices. */
export interface OddsStep {
  at: number;
  line: number | null;
  prices: readonly number[];
}

/** Colours of the outcomes' lines: home / over red, draw blue, away / under green. */
export const OUTCOME_COLOURS = ['#cb3131', '#2f6fd6', '#1a9a4b'] as const;

/**
 * The series of one outcome's price over the steps.
 *
 * @example priceSeries([{ at: 1, line: null, prices: [2, 3] }], 1) // [{ at: 1, value: 3 }]
 */
export function priceSeries(steps: readonly OddsStep[], index: number) {
  return steps.flatMap((s) => {
    const value = s.prices[index];
    return value === undefined ? [] : [{ at: s.at, value }];
  });
}
