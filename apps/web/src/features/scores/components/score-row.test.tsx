import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { footballRowFixture } from '../model/row.fixture.ts';
import { rowLabels } from './row-labels.ts';
import { ScoreRowView } from './score-row.tsx';

afterEach(cleanup);

function renderRow(overrides: Parameters<typeof footballRowFixture>[0] = {}, props: Partial<Parameters<typeof ScoreRowView>[0]> = {}) {
  void i18n.changeLanguage('zh-Hans');
  const handlers = { onToggleFollow: vi.fn(), onOpen: vi.fn() };
  render(
    <ScoreRowView row={footballRowFixture(overrides)} prices={null} followed={false} labels={rowLabels(i18n.t)} {...handlers} {...props} />,
  );
  return { ...handlers, row: screen.getByTestId('score-row') };
}

describe('a score row', () => {
  it('shows competition, kick-off in Beijing, minute, teams, score, half-time, red cards, corners and lottery number', () => {
    const { row } = renderRow({ score: { home: 2, away: 1 }, halfTime: { home: 1, away: 0 }, redCards: { home: 0, away: 1 }, corners: { home: 5, away: 3 }, clock: '67' });
    const text = row.textContent ?? '';
    for (const part of ['英超', '20:00', "67'", '阿森纳', '2 - 1', '切尔西', '半 1-0', '角 5-3', '周日001']) expect(text).toContain(part);
    expect(row.querySelector('[data-cell="score"]')?.className).toMatch(/scoreLive/);
    expect(within(row).getByText('1', { selector: 'span' })).toBeTruthy();
  });

  it('writes the lottery number\'s weekday in the UI language: 周四301 is Thu 301 in English', async () => {
    await i18n.changeLanguage('en');
    render(<ScoreRowView row={footballRowFixture({ lottery: '周四301' })} prices={null} followed={false} labels={rowLabels(i18n.t)} onToggleFollow={vi.fn()} onOpen={vi.fn()} />);
    const text = screen.getByTestId('score-row').textContent ?? '';
    expect(text).toContain('Thu 301');
    expect(text).not.toContain('周四');
    await i18n.changeLanguage('zh-Hans');
  });

  it('shows the chosen company prices: 1X2 as three prices, handicap as price, line, price', () => {
    renderRow({}, { prices: { kind: '1x2', line: null, values: [2.1, 3.25, 3.4] } });
    expect(screen.getByTestId('score-row-prices').textContent).toBe('2.10 3.25 3.40');
  });

  it('names the company whose prices it shows when the chosen one does not price the match (a CSL match under bet365)', () => {
    renderRow({ competition: '中超' }, { prices: { kind: '1x2', line: null, values: [2.42, 3.18, 3.15], fallback: { id: 'pinnacle', name: '平博' } } });
    const company = screen.getByTestId('score-row-company');
    expect(company.textContent).toBe('平博');
    expect(company.getAttribute('title')).toBe('所选公司未开出这场比赛的指数，显示平博的指数');
    expect(screen.getByTestId('score-row-prices').textContent).toBe('平博2.42 3.18 3.15');
  });

  it('names basketball\'s bookmaker line in the UI language when the lottery does not price a game', () => {
    renderRow({ sport: 'basketball', corners: null, redCards: null }, { prices: { kind: 'moneyline', line: null, values: [1.5, 2.6], fallback: { id: 'bookmaker', name: null } } });
    expect(screen.getByTestId('score-row-company').textContent).toBe('博彩公司盘口');
  });

  it('names no company for the chosen one\'s prices', () => {
    renderRow({}, { prices: { kind: '1x2', line: null, values: [2.1, 3.25, 3.4] } });
    expect(screen.queryByTestId('score-row-company')).toBeNull();
  });

  it('hides the corners of a match whose source has none (null), never 0-0', () => {
    const { row } = renderRow({ competition: '中超', corners: null, redCards: null, score: { home: 1, away: 0 } });
    expect(row.textContent).not.toContain('角');
    expect(row.querySelector('[data-cell="corners"]')).toBeNull();
  });

  it('shows a handicap line with its sign', () => {
    renderRow({}, { prices: { kind: 'handicap', line: -0.75, values: [1.95, 1.9] } });
    expect(screen.getByTestId('score-row-prices').textContent).toBe('1.95 -0.75 1.90');
  });

  it('lists a basketball game away team first, its score in the same order (火箭 @ 活塞 reads 火箭 98 - 101 活塞)', () => {
    const { row } = renderRow({ sport: 'basketball', home: { name: '活塞', colour: '#C8102E' }, away: { name: '火箭', colour: '#CE1141' }, score: { home: 101, away: 98 }, redCards: null });
    const main = row.querySelector('[data-cell="score"]')?.parentElement;
    expect(main?.textContent).toBe('火箭98 - 101活塞');
  });

  it('shows VS and the not-started state before kick-off', () => {
    renderRow({ status: 'scheduled', score: null, clock: null });
    expect(screen.getByTestId('score-row').textContent).toContain('VS');
    expect(screen.getByTestId('score-row').textContent).toContain('未开赛');
  });

  it('flashes exactly the cells the last push changed', () => {
    const { row } = renderRow({ change: { cells: ['score'], at: 42 } });
    expect(row.querySelector('[data-cell="score"]')?.getAttribute('data-flash')).toBe('true');
    expect(row.querySelector('[data-cell="clock"]')?.getAttribute('data-flash')).toBeNull();
  });

  it('stars without opening the match, and opens the match on a tap elsewhere', () => {
    const { row, onToggleFollow, onOpen } = renderRow();
    fireEvent.click(screen.getByTestId('score-row-star'));
    expect(onToggleFollow).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), true);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(row);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }));
  });

  it('shows a basketball quarter and clock', () => {
    renderRow({ sport: 'basketball', phase: 'q3', period: 3, clock: '05:12', corners: null, redCards: null });
    expect(screen.getByTestId('score-row').textContent).toContain('第3节 05:12');
  });
});
