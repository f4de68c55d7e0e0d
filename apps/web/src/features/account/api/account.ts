import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { removeItems } from '../../../lib/storage/storage.ts';
import { clearLogin } from '../stores/session-store.ts';
import { accountKeys } from './account-keys.ts';
import { startVisitorSession } from './session.ts';

export const logout = () => api.callApi(calls.logout, {}, { silent: true });

/**
 * Logs out (revoking the token even if the reply is lost), then continues as the visitor.
 * `onSuccess` lives on the hook, not on `mutate`, because the screen that started the logout
 * may unmount once the account becomes a visitor.
 */
export function useLogout(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess,
    mutationFn: async () => {
      await logout().catch(() => undefined);
      clearLogin();
      queryClient.removeQueries({ queryKey: accountKeys.all });
      await startVisitorSession();
    },
  });
}

export const deleteAccount = () => api.callApi(calls.deleteAccount, { confirm: true });

/** Deletes the account, then starts over as a brand-new visitor (a fresh visitor id too). */
export function useDeleteAccount(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess,
    mutationFn: async () => {
      await deleteAccount();
      clearLogin();
      removeItems(storageKeys.visitorId);
      queryClient.removeQueries({ queryKey: accountKeys.all });
      await startVisitorSession().catch(() => undefined);
    },
  });
}
