import { useQuery } from '@tanstack/react-query';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem } from '../../../lib/storage/storage.ts';

/**
 * Whether the server answers its health check (the cached API host, else this origin). A 503
 * naming a data phase is a server that answers while it prepares its match data (a first
 * start): reachable, and the tabs show their preparing state.
 */
export async function checkServer(): Promise<boolean> {
  const host = readItem(storageKeys.apiHost) ?? '';
  try {
    const response = await fetch(`${host}/healthz`, { cache: 'no-store' });
    if (response.ok) return true;
    if (response.status !== 503) return false;
    const body = (await response.json().catch(() => null)) as { phase?: unknown } | null;
    return typeof body?.phase === 'string';
  } catch {
    return false;
  }
}

export function useServerHealth(enabled: boolean) {
  return useQuery({ queryKey: ['network', 'health'], queryFn: checkServer, enabled, staleTime: 0, gcTime: 0 });
}
