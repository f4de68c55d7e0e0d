import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { i18n } from '../lib/i18n/i18n.ts';

export interface RenderOptions {
  /** Where the element is mounted; defaults to '/test'. */
  path?: string;
  /** The entries of the history, last one current; defaults to [path]. */
  history?: string[];
  /** Other routes, e.g. targets of navigation. */
  routes?: RouteObject[];
}

/** Renders inside the app's providers (Simplified Chinese, fresh query cache, memory router). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  void i18n.changeLanguage('zh-Hans');
  const path = options.path ?? '/test';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' }, mutations: { retry: false, networkMode: 'always' } } });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...(options.routes ?? []), { path: '*', element: <div data-testid="elsewhere" /> }],
    { initialEntries: options.history ?? [path], initialIndex: (options.history?.length ?? 1) - 1 },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Lets pending promises and effects run (React Query and async handlers). */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The input inside a labelled field (the app puts test ids on the labels). */
export function inputOf(testId: string): HTMLInputElement {
  const input = screen.getByTestId(testId).querySelector('input');
  if (!input) throw new Error(`${testId} has no input`);
  return input;
}
