import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router-dom';
import styles from './shell.module.css';

/**
 * What a page shows when it fails to load or render (most often: its code chunk could not be
 * fetched offline). The shell around it stays usable.
 */
export function RouteError() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const error = useRouteError();

  useEffect(() => {
    console.error('route failed', error);
  }, [error]);

  return (
    <div className={styles.routeError} data-testid="route-error">
      <ErrorBlock status="disconnected" title={t('shell.pageFailed')} description={t('shell.pageFailedHint')} />
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
