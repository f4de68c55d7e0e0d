import { useQuery } from '@tanstack/react-query';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem } from '../../../lib/storage/storage.ts';

/** Whether the server answers its health check (the cached API host, else this origin). */
export async function checkServer(): Promise<boolean> {
  const host = readItem(storageKeys.apiHost) ?? '';
  try {
    const response = await fetch(`${host}/healthz`, { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

export function useServerHealth(enabled: boolean) {
  return useQuery({ queryKey: ['network', 'health'], queryFn: checkServer, enabled, staleTime: 0, gcTime: 0 });
}
