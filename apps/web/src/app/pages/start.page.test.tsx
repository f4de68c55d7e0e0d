import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { renderWithProviders } from '../../test/render.tsx';
import StartPage from './start.page.tsx';

const startApp = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('../boot/start-app.ts', () => ({ startApp }));

afterEach(cleanup);

const routes = [
  { path: '/pages/tabBar/user', element: <div /> },
  { path: '/pages/tabBar/no_notwork', element: <div /> },
];

describe('StartPage', () => {
  it('starts the session, then replaces itself with the first tab that exists', async () => {
    startApp.mockResolvedValue();
    const { router } = renderWithProviders(<StartPage />, { path: '/', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabBar/user'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the network page when the server cannot be reached', async () => {
    startApp.mockRejectedValue(new ApiError('offline', '当前无网络,请检查网络设置'));
    const { router } = renderWithProviders(<StartPage />, { path: '/', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabBar/no_notwork'));
  });
});
