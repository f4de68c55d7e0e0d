import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MarketOdds } from './market-odds.tsx';

afterEach(cleanup);

const steps = (opening: number, current: number) => [
  { at: Date.UTC(2026, 10, 24, 2, 15), line: opening, prices: [1.57, 2.38] },
  { at: Date.UTC(2026, 10, 26, 18, 15), line: current, prices: [1.53, 2.5] },
];

function renderMarket(market: 'asian_handicap' | 'over_under', opening: number, current: number) {
  renderWithProviders(
    <MarketOdds markets={['1x2', 'asian_handicap', 'over_under']} market={market} onMarket={() => undefined} isPending={false} pendingRows={3} rows={[{ key: 'bet365', companyName: 'Bet365', steps: steps(opening, current) }]} outcomes={['大', '小']} hasLine />,
  );
}

const lineCell = async () => (await screen.findByTestId('odds-company-row')).querySelectorAll('td')[2]?.innerHTML.split('<br>');

describe('MarketOdds lines', () => {
  it('writes an over/under total without a sign, in the table and the movement sheet (+2.5 read as a handicap)', async () => {
    renderMarket('over_under', 2.5, 2.75);
    expect(await lineCell()).toEqual(['2.5', '2.75']);
    fireEvent.click(screen.getByTestId('odds-company-row'));
    const sheet = await screen.findByTestId('odds-movement');
    expect(within(sheet).queryByText('+2.5')).toBeNull();
    expect(within(sheet).getAllByText('2.5').length).toBeGreaterThan(0);
  });

  it('keeps the sign of an Asian handicap line', async () => {
    renderMarket('asian_handicap', 0.25, 0);
    expect(await lineCell()).toEqual(['+0.25', '0']);
  });
});
