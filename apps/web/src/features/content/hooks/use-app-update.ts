import { APP_VERSION_CODE, calls } from '@scoreline/contract/web';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { writeItem } from '../../../lib/storage/storage.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * Spec section 4's update flow: when the update check names a newer Android package, download
 * it (下载失败 on failure), remember it (WGTFilePath) and install it when the app is hidden
 * (安装失败 on failure). A browser cannot install packages itself; on Android it hands the
 * downloaded file to the system's installer through a download link.
 */
export function useAppUpdate(): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!/android/i.test(navigator.userAgent)) return;
    let packageUrl: string | null = null;
    let cancelled = false;
    const install = () => {
      if (document.visibilityState !== 'hidden' || !packageUrl) return;
      try {
        const link = document.createElement('a');
        link.href = packageUrl;
        link.download = 'scoreline.apk';
        link.click();
        packageUrl = null;
      } catch {
        showToast(t('content.installFailed'));
      }
    };
    (async () => {
      const release = await api.callApi(calls.appRelease, { code: APP_VERSION_CODE }, { silent: true });
      if (!release.androidUrl || cancelled) return;
      try {
        const response = await fetch(release.androidUrl);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        packageUrl = URL.createObjectURL(await response.blob());
        writeItem(storageKeys.wgtFilePath, release.androidUrl);
      } catch {
        showToast(t('content.downloadFailed'));
      }
    })().catch((error: unknown) => console.warn('update check failed', error));
    document.addEventListener('visibilitychange', install);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', install);
    };
  }, [t]);
}
