import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { MatchHeader } from './match-header.tsx';

afterEach(cleanup);

const team = (name: string) => ({ name, shortName: name, colour: '#FDB913' });
const props = {
  competition: 'Premier League', score: null, state: 'Not started', isLive: false, clock: null, sub: null,
  isFavourite: false, onToggleFavourite: vi.fn(), onShare: vi.fn(), onReport: vi.fn(),
};

/** The declarations of one class in the header's stylesheet. */
function rule(name: string): string {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'match.module.css'), 'utf8');
  return new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

describe('MatchHeader', () => {
  it('keeps a long English team name whole: it wraps and is set smaller, never cut with an ellipsis', () => {
    renderWithProviders(<MatchHeader {...props} home={team('Wolverhampton Wanderers')} away={team('Fulham')} />);
    const home = screen.getByTestId('match-home');
    expect(home.textContent).toBe('Wolverhampton Wanderers');
    expect(home.className).toMatch(/teamNameLong/);
    expect(screen.getByTestId('match-away').className).not.toMatch(/teamNameLong/);
    const name = rule('teamName');
    expect(name).not.toMatch(/text-overflow:\s*ellipsis/);
    expect(name).not.toMatch(/white-space:\s*nowrap/);
  });
});
