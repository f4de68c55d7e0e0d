import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyDraft } from '../model/draft.ts';
import type { OfferedMatch } from '../model/selection.ts';
import { MatchCard } from './match-card.tsx';

afterEach(cleanup);

// A beidan match as the server offers it: SPs exact to six decimals, kick-off 10:15 UTC.
const beidanMatch: OfferedMatch = {
  id: 'm1',
  number: '001',
  home: '埃弗顿',
  away: '曼联',
  kickoffAt: Date.UTC(2026, 10, 27, 10, 15),
  order: 0,
  handicap: -1,
  plays: { SPF: { singleAllowed: true, options: [{ code: '3', odds: '5.947806' }, { code: '1', odds: '4.951896' }, { code: '0', odds: '1.5' }] } },
};

describe('MatchCard', () => {
  it('shows the kick-off in Beijing and prices to two decimals, as the lottery publishes them', async () => {
    renderWithProviders(<MatchCard match={beidanMatch} draft={emptyDraft('beidan')} plays={['SPF']} onPick={() => undefined} onBanker={() => undefined} />);
    const card = await screen.findByTestId('match-m1');
    expect(card.textContent).toContain('11-27 18:15');
    expect(['3', '1', '0'].map((code) => screen.getByTestId(`opt-m1-SPF-${code}`).querySelector('small')?.textContent)).toEqual(['5.95', '4.95', '1.50']);
  });

  it('hands the exact SP to the plan when tapped, for its sums', async () => {
    const picked: Array<string | undefined> = [];
    renderWithProviders(<MatchCard match={beidanMatch} draft={emptyDraft('beidan')} plays={['SPF']} onPick={(_m, _p, _o, odds) => picked.push(odds)} onBanker={() => undefined} />);
    (await screen.findByTestId('opt-m1-SPF-3')).click();
    expect(picked).toEqual(['5.947806']);
  });

  it('writes a jingcai number\'s weekday in the UI language: 周五001 is Fri 001 in English', async () => {
    renderWithProviders(<MatchCard match={{ ...beidanMatch, number: '周五001' }} draft={emptyDraft('jczq')} plays={['SPF']} onPick={() => undefined} onBanker={() => undefined} />);
    await i18n.changeLanguage('en');
    const card = await screen.findByTestId('match-m1');
    expect(card.querySelector('b')?.textContent).toBe('Fri 001');
    await i18n.changeLanguage('zh-Hans');
    expect((await screen.findByTestId('match-m1')).querySelector('b')?.textContent).toBe('周五001');
  });
});
