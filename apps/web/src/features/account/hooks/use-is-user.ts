import { userInfo } from '@scoreline/contract';
import { useMemo } from 'react';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { useStoredItem } from '../../../lib/storage/storage.ts';

/**
 * Whether a registered (phone or WeChat) account is signed in: only it has a wallet and coins to
 * buy with (a visitor has neither). Read from the stored profile, so the screens follow a login
 * or logout at once.
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
