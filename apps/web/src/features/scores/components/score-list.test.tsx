import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { footballRowFixture } from '../model/row.fixture.ts';
import { rowLabels } from './row-labels.ts';
import { ScoreList } from './score-list.tsx';

afterEach(cleanup);

describe('the virtualised scores list', () => {
  it('puts only about a screenful of 1,000 rows in the DOM, at fixed heights', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => footballRowFixture({ id: `m${i}` }));
    render(
      <ScoreList
        rows={rows}
        scrollRef={createRef<HTMLElement>()}
        labels={rowLabels(i18n.t)}
        followed={new Set(['m1'])}
        pricesOf={() => null}
        onToggleFollow={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const shown = screen.getAllByTestId('score-row');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(30);
    expect(screen.getByTestId('score-list').style.height).toBe(`${1000 * 76}px`);
    expect(shown[1]?.querySelector('[data-testid="score-row-star"]')?.getAttribute('aria-pressed')).toBe('true');
  });
});
