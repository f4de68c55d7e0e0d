import { act, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, renderWithProviders } from '../../test/render.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the page when it renders', () => {
    const { container } = renderWithProviders(
      <PageErrorBoundary resetKey="/a">
        <div data-testid="page" />
      </PageErrorBoundary>,
    );
    expect(within(container).getByTestId('page')).toBeTruthy();
    expect(within(container).queryByTestId('route-error')).toBeNull();
  });

  it('shows the page-failed screen, with retry and home, when a page throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithProviders(
      <PageErrorBoundary resetKey="/a">
        <BrokenPage />
      </PageErrorBoundary>,
    );
    expect(within(container).getByTestId('route-error')).toBeTruthy();
    expect(within(container).getByTestId('route-error-retry')).toBeTruthy();
    expect(within(container).getByTestId('route-error-home')).toBeTruthy();
  });

  it("shows it when a page's code cannot be fetched, and logs why", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const OfflinePage = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = renderWithProviders(
      <Suspense fallback={null}>
        <PageErrorBoundary resetKey="/a">
          <OfflinePage />
        </PageErrorBoundary>
      </Suspense>,
    );
    await flush();
    expect(within(container).getByTestId('route-error')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('route failed', expect.any(TypeError));
  });

  it('clears the error when the location changes, and keeps it while it does not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function SometimesBroken() {
      if (broken) throw new Error('render failed');
      return <div data-testid="page" />;
    }
    function Page() {
      const { pathname, search } = useLocation();
      return (
        <PageErrorBoundary resetKey={pathname + search}>
          <SometimesBroken />
        </PageErrorBoundary>
      );
    }
    const { container, router } = renderWithProviders(<Page />, { path: '/m', history: ['/m?id=1'] });
    expect(within(container).getByTestId('route-error')).toBeTruthy();
    broken = false;
    await act(() => router.navigate('/m?id=1'));
    expect(within(container).getByTestId('route-error')).toBeTruthy();
    await act(() => router.navigate('/m?id=2'));
    expect(within(container).getByTestId('page')).toBeTruthy();
  });
});
