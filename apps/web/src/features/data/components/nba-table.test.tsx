import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { NbaRow } from '../api/data-types.ts';
import { NbaTable } from './nba-table.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-Hans');
});

const row = (id: string, name: string, streak: string, rank: number): NbaRow => ({
  rank, team: { id, name, shortName: name, colour: '#1D428A' }, conference: 'east', wins: 30, losses: 12, winPct: 0.714, gamesBehind: 0,
  home: { wins: 18, losses: 4 }, away: { wins: 12, losses: 8 }, lastTen: { wins: 7, losses: 3 }, streak,
});

describe('NbaTable', () => {
  it('writes streaks as 连胜/连负 in Chinese and W/L in English', async () => {
    renderWithProviders(<NbaTable rows={[row('celtics', '凯尔特人', 'W3', 1), row('knicks', '尼克斯', 'L2', 2)]} testId="nba" />);
    const cells = () => [...screen.getByTestId('nba').querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild?.textContent);
    expect(cells()).toEqual(['3连胜', '2连负']);
    expect(screen.getByTestId('nba').textContent).not.toMatch(/[WL]\d/);
    await act(() => i18n.changeLanguage('en'));
    expect(cells()).toEqual(['W3', 'L2']);
  });
});
