import { describe, expect, it } from 'vitest';
import { inScreenOrder } from './basketball-odds-panel.tsx';

const step = (at: number, prices: number[], line: number | null = null) => ({ at, line, prices });
const quote = (market: 'moneyline' | 'spread' | 'total', outcomes: ('home' | 'away' | 'over' | 'under')[]) => ({
  market, companyId: 'pinnacle', companyName: 'Pinnacle', outcomes, opening: step(1, [1.5, 2.6]), current: step(2, [1.4, 2.9]), closed: false, history: [step(1, [1.5, 2.6]), step(2, [1.4, 2.9])],
});

describe('basketball odds in screen order', () => {
  it('lists the away price first, as the header and rows list the away team', () => {
    const shown = inScreenOrder(quote('moneyline', ['home', 'away']));
    expect(shown.outcomes).toEqual(['away', 'home']);
    expect(shown.steps.map((s) => s.prices)).toEqual([[2.6, 1.5], [2.9, 1.4]]);
  });

  it('leaves over/under as it is', () => {
    expect(inScreenOrder(quote('total', ['over', 'under'])).steps.map((s) => s.prices)).toEqual([[1.5, 2.6], [1.4, 2.9]]);
  });
});
