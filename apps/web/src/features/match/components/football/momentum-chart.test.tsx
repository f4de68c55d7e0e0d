import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MomentumChart } from './momentum-chart.tsx';

afterEach(cleanup);

describe('MomentumChart', () => {
  it('keeps the minute labels inside the chart: 0\' starts at the left edge, 90\' ends at the right one', async () => {
    renderWithProviders(<MomentumChart events={[{ minute: "12'", kind: 'goal', side: 'home' }]} upTo={90} />);
    const chart = await screen.findByTestId('momentum-chart');
    const width = Number(chart.getAttribute('viewBox')?.split(' ')[2]);
    const label = (minute: number) => chart.querySelector(`text[data-minute="${minute}"]`);
    expect(label(0)?.getAttribute('text-anchor')).toBe('start');
    expect(Number(label(0)?.getAttribute('x'))).toBe(0);
    expect(label(90)?.getAttribute('text-anchor')).toBe('end');
    expect(Number(label(90)?.getAttribute('x'))).toBe(width);
    expect(label(45)?.getAttribute('text-anchor')).toBe('middle');
  });

  it('draws no bar for minutes not played yet: at 26\' the last bar is the 25\'–30\' slice, on a 0\'–90\' axis', async () => {
    const events = [
      { minute: "1'", kind: 'goal', side: 'away' as const },
      { minute: "12'", kind: 'goal', side: 'away' as const },
      { minute: "13'", kind: 'corner', side: 'away' as const },
    ];
    renderWithProviders(<MomentumChart events={events} upTo={26} />);
    const chart = await screen.findByTestId('momentum-chart');
    const width = Number(chart.getAttribute('viewBox')?.split(' ')[2]);
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(6);
    const lastStart = Math.max(...bars.map((bar) => Number(bar.getAttribute('x'))));
    expect(lastStart).toBeLessThan((width / 90) * 26);
    expect(chart.querySelector('text[data-minute="90"]')?.getAttribute('x')).toBe(String(width));
  });
});
