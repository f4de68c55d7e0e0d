import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './shell.module.css';

/**
 * What a page shows when it fails to load or render (most often: its code chunk could not be
 * fetched offline). The shell around it stays usable.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('route failed', error);
  }, [error]);

  return (
    <div className={styles.routeError} data-testid="route-error">
      {/* An icon, not antd-mobile's ErrorBlock: its pictures are large inline SVGs, and this page is
          part of the first load (it must show when a page's chunk cannot be fetched). */}
      <ExclamationCircleOutline className={styles.routeErrorIcon} aria-hidden />
      <div className={styles.routeErrorTitle}>{t('shell.pageFailed')}</div>
      <div className={styles.routeErrorHint}>{t('shell.pageFailedHint')}</div>
      <div className={styles.routeErrorActions}>
        <Button color="primary" shape="rounded" onClick={() => window.location.reload()} data-testid="route-error-retry">
          {t('common.retry')}
        </Button>
        <Button shape="rounded" onClick={() => void navigate('/', { replace: true })} data-testid="route-error-home">
          {t('shell.home')}
        </Button>
      </div>
    </div>
  );
}
