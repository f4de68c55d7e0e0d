import { userInfo } from '@scoreline/contract';
import { useMemo } from 'react';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { useStoredItem } from '../../../lib/storage/storage.ts';

/**
 * Whether a registered (phone or WeChat) account is signed in: only it has coins to buy plans with. Read from
 * the stored profile, so the AI screens offer buying only to accounts that can pay.
 */
export function useIsUser(): boolean {
  const token = useStoredItem(storageKeys.loginToken);
  const raw = useStoredItem(storageKeys.userData);
  return useMemo(() => {
    if (!token || !raw) return false;
    try {
      const parsed = userInfo.safeParse(JSON.parse(raw));
      return parsed.success && parsed.data.kind === 'user';
    } catch {
      return false;
    }
  }, [token, raw]);
}
