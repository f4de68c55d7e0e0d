import type { CallDef } from '@scoreline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { removeItems, writeItem } from '../../../lib/storage/storage.ts';
import { usePlans } from './ai.ts';

const sent: string[] = [];

vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn((call: CallDef) => {
      sent.push(call.name);
      return Promise.resolve({ day: '2026-11-27', plans: [], stats: null });
    }),
  },
}));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } })}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  sent.length = 0;
  removeItems(storageKeys.loginToken);
});
afterEach(cleanup);

describe('usePlans', () => {
  it('waits for the session\'s token before asking for a plan list (a first visit asked before the visitor session and got 401)', async () => {
    const { result } = renderHook(() => usePlans('spf'), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual([]);
    act(() => writeItem(storageKeys.loginToken, 'visitor-token'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual(['getSpfjhYue']);
  });

  it('asks again when the session changes (the picks shown depend on who bought them)', async () => {
    writeItem(storageKeys.loginToken, 'visitor-token');
    const { result } = renderHook(() => usePlans('spf'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => writeItem(storageKeys.loginToken, 'user-token'));
    await waitFor(() => expect(sent).toEqual(['getSpfjhYue', 'getSpfjhYue']));
  });
});
