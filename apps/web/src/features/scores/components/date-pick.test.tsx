import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { beijingDate } from '../../../lib/time/beijing.ts';
import { footballRowFixture } from '../model/row.fixture.ts';
import { rowLabels } from './row-labels.ts';
import { DateStrip } from './score-header.tsx';
import { ScoreRowView } from './score-row.tsx';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 29, 4);

describe('the date strip beyond its week', () => {
  it('offers a calendar after the seven days, and shows a picked day the strip does not hold', () => {
    void i18n.changeLanguage('zh-Hans');
    const day = beijingDate(NOW, -20);
    render(<DateStrip mode="results" date={day} now={NOW} onChange={vi.fn()} />);
    const pick = screen.getByTestId('date-pick');
    expect(pick.textContent).toContain('日历');
    expect(pick.textContent).toContain(day.slice(5));
    expect(pick.className).toMatch(/dateOn/);
    fireEvent.click(pick);
    expect(screen.getAllByText('选择日期').length).toBeGreaterThan(0);
  });

  it('keeps the calendar button plain while a strip day is chosen', () => {
    void i18n.changeLanguage('en');
    render(<DateStrip mode="schedule" date={beijingDate(NOW)} now={NOW} onChange={vi.fn()} />);
    expect(screen.getByTestId('date-pick').className).not.toMatch(/dateOn/);
    expect(screen.getByTestId('date-pick').textContent).toContain('Calendar');
  });

  it('renders a replayed result from beyond the board (no lottery number, statistics or prices) cleanly', () => {
    void i18n.changeLanguage('zh-Hans');
    const row = footballRowFixture({ status: 'finished', phase: 'finished', clock: null, score: { home: 3, away: 1 }, halfTime: null, redCards: null, corners: null, lottery: null });
    render(<ScoreRowView row={row} prices={null} followed={false} labels={rowLabels(i18n.t)} onToggleFollow={vi.fn()} onOpen={vi.fn()} />);
    const text = screen.getByTestId('score-row').textContent ?? '';
    expect(text).toContain('3 - 1');
    for (const junk of ['null', 'undefined', 'NaN']) expect(text).not.toContain(junk);
  });
});
