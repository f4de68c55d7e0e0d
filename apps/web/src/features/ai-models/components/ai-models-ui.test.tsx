import type { ModelPackage, ModelStats } from '@scoreline/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ModelStatsCard } from './model-stats-card.tsx';
import { PackagePicker, totalOf } from './package-picker.tsx';
import { ProbabilityBars } from './probability-bars.tsx';

afterEach(cleanup);

const packages: ModelPackage[] = [
  { id: 'foot-7', model: 'football', days: 7, priceCoins: 98 },
  { id: 'foot-30', model: 'football', days: 30, priceCoins: 298 },
  { id: 'lan-7', model: 'basketball', days: 7, priceCoins: 98 },
];

describe('ProbabilityBars', () => {
  it('draws each published option in order, marks the most probable, and prints it to a tenth of a percent', () => {
    renderWithProviders(<ProbabilityBars options={[{ code: '3', probability: 0.3 }, { code: '1', probability: 0.45678 }, { code: '0', probability: 0.24322 }]} label={(c) => `opt ${c}`} />);
    const bars = screen.getAllByTestId('probability-bar');
    expect(bars.map((b) => b.textContent)).toEqual(['opt 330.0%', 'opt 145.7%', 'opt 024.3%']);
    expect(bars.map((b) => b.getAttribute('data-top'))).toEqual([null, 'true', null]);
  });
});

describe('PackagePicker', () => {
  function Harness() {
    const [football, setFootball] = useState<string | null>(null);
    return (
      <>
        <PackagePicker model="football" packages={packages} value={football} onChange={setFootball} optional />
        <span data-testid="total">{totalOf(packages, [football, 'lan-7'])}</span>
      </>
    );
  }

  it('offers only its model\'s packages and totals the chosen ones', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByTestId('package-lan-7')).toBeNull();
    expect(screen.getByTestId('total').textContent).toBe('98');
    fireEvent.click(screen.getByText('30 天'));
    expect(screen.getByTestId('total').textContent).toBe(String(298 + 98));
    fireEvent.click(screen.getByText('不选'));
    expect(screen.getByTestId('total').textContent).toBe('98');
  });
});

describe('ModelStatsCard', () => {
  const window = (days: number | null, settled: number, hits: number) => ({
    days, settled, calibration: [],
    plays: [{ play: 'spf', settled, hits, hitRate: settled ? hits / settled : null }],
  });

  it('shows each play\'s hit rate per window, and says when nothing is settled', () => {
    const stats: ModelStats = { sport: 'football', windows: [window(7, 2, 1), window(30, 4, 3), window(null, 4, 3)], backtest: null };
    renderWithProviders(<ModelStatsCard stats={stats} />);
    expect(screen.getByTestId('model-stats-spf').textContent).toBe('胜平负50% (1/2)75% (3/4)75% (3/4)');
    expect(screen.queryByTestId('model-stats-empty')).toBeNull();
    cleanup();
    renderWithProviders(<ModelStatsCard stats={{ sport: 'football', windows: [window(7, 0, 0), window(30, 0, 0), window(null, 0, 0)], backtest: null }} />);
    expect(screen.getByTestId('model-stats-empty')).toBeTruthy();
    expect(screen.getByTestId('model-stats-spf').textContent).toBe('胜平负– (0/0)– (0/0)– (0/0)');
  });

  it('a fresh install: nothing live yet, the back-test in its own 回测 column with its sample size', () => {
    const none = [window(7, 0, 0), window(30, 0, 0), window(null, 0, 0)];
    renderWithProviders(<ModelStatsCard stats={{ sport: 'football', windows: none, backtest: window(null, 120, 60) }} />);
    expect(screen.getByTestId('model-stats-backtest-head').textContent).toBe('回测');
    expect(screen.getByTestId('model-stats-spf').textContent).toBe('胜平负– (0/0)– (0/0)– (0/0)50% (60/120)');
    expect(screen.getByTestId('model-stats-backtest-note').textContent).toContain('120场');
    expect(screen.queryByTestId('model-stats-empty')).toBeNull();
  });
});
