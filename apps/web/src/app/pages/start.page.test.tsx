import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { firstServedTab } from '../shell/tabs.ts';
import StartPage from './start.page.tsx';

const startApp = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('../boot/start-app.ts', () => ({ startApp }));

afterEach(cleanup);

const routes = [
  // Whichever tab is served first (the list grows as the tabs' pages land).
  { path: firstServedTab(), element: <div /> },
  { path: '/pages/tabBar/no_notwork', element: <div /> },
];

describe('StartPage', () => {
  it('starts the session, then replaces itself with the first tab that exists', async () => {
    startApp.mockResolvedValue();
    const { router } = renderWithProviders(<StartPage />, { path: '/', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe(firstServedTab()));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the network page when the server cannot be reached', async () => {
    startApp.mockRejectedValue(new ApiError('offline', '当前无网络,请检查网络设置'));
    const { router } = renderWithProviders(<StartPage />, { path: '/', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabBar/no_notwork'));
  });
});
