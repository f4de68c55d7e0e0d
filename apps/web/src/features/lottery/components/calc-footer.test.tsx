import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Draft } from '../model/draft.ts';
import { CalcFooter } from './calc-footer.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-Hans');
});

// Two matches ticked but 3串1 chosen: the package refuses the plan (passTooFewMatches).
const draft: Draft = {
  game: 'jczq',
  matches: [
    { id: 'A', number: '周一001', home: 'a', away: 'b', kickoffAt: 0, order: 0, banker: false, picks: [{ play: 'SPF', option: '3', odds: '1.55' }] },
    { id: 'B', number: '周一002', home: 'c', away: 'd', kickoffAt: 0, order: 1, banker: false, picks: [{ play: 'SPF', option: '0', odds: '3.10' }] },
  ],
  passes: ['3串1'],
  multiple: 1,
};

describe('CalcFooter', () => {
  it('names why the plan is refused in the UI language, not in the package\'s English', async () => {
    renderWithProviders(<CalcFooter draft={draft} />);
    expect((await screen.findByTestId('calc-problem')).textContent).toBe('3串1 需要至少 3 场比赛，方案只有 2 场');
    await act(() => i18n.changeLanguage('zh-Hant'));
    expect(screen.getByTestId('calc-problem').textContent).toBe('3串1 需要至少 3 場比賽，方案只有 2 場');
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByTestId('calc-problem').textContent).toBe('3串1 には 3 試合以上が必要です（このプランは 2 試合）');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('calc-problem').textContent).toBe('pass type 3串1 needs 3 matches, the plan has 2');
  });

  it('names a game in a problem by its name in the UI language', async () => {
    // A 14-match pick with odds carried over from a jingcai draft.
    renderWithProviders(<CalcFooter draft={{ ...draft, game: 'sfc', passes: [] }} />);
    expect((await screen.findByTestId('calc-problem')).textContent).toBe('比赛 A：胜负彩的选项不带赔率');
  });
});
