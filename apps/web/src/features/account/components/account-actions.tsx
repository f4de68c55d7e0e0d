import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteAccount, useLogout } from '../api/account.ts';
import styles from './account.module.css';

/** Log out and delete account, each behind a confirmation; afterwards the app is a visitor again. */
export function AccountActions({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'logout' | 'delete' | null>(null);
  const logout = useLogout(() => {
    showToast(t('settings.loggedOut'));
    onDone();
  });
  const remove = useDeleteAccount(() => {
    showToast(t('settings.deleted'));
    onDone();
  });
  const close = () => setAsking(null);
  const handleLogout = () => logout.mutate(undefined, { onError: close });
  const handleDelete = () => remove.mutate(undefined, { onError: close });

  return (
    <div className={styles.actions}>
      <Button block shape="rounded" className={styles.logout} onClick={() => setAsking('logout')} data-testid="setting-logout">
        {t('settings.logout')}
      </Button>
      <button type="button" className={styles.deleteLink} onClick={() => setAsking('delete')} data-testid="setting-delete">
        {t('settings.deleteAccount')}
      </button>
      <ConfirmDialog
        visible={asking === 'logout'}
        title={t('settings.logoutConfirm')}
        busy={logout.isPending}
        onConfirm={handleLogout}
        onCancel={close}
        testId="setting-logout"
      />
      <ConfirmDialog
        visible={asking === 'delete'}
        title={t('settings.deleteConfirmTitle')}
        content={t('settings.deleteConfirm')}
        confirmText={t('settings.deleteAction')}
        danger
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={close}
        testId="setting-delete"
      />
    </div>
  );
}
