import { within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
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
      <PageErrorBoundary>
        <div data-testid="page" />
      </PageErrorBoundary>,
    );
    expect(within(container).getByTestId('page')).toBeTruthy();
    expect(within(container).queryByTestId('route-error')).toBeNull();
  });

  it('shows the page-failed screen, with retry and home, when a page throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithProviders(
      <PageErrorBoundary>
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
        <PageErrorBoundary>
          <OfflinePage />
        </PageErrorBoundary>
      </Suspense>,
    );
    await flush();
    expect(within(container).getByTestId('route-error')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('route failed', expect.any(TypeError));
  });
});
