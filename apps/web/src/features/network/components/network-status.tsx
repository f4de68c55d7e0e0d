import { Button } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerHealth } from '../api/health.ts';
import { useOnline } from '../hooks/use-online.ts';
import styles from './network.module.css';

/** Device network and server reachability, with a retry and a way back into the app. */
export function NetworkStatus({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const health = useServerHealth(online);
  const serverOk = online && health.data === true;
  const checking = online && health.isFetching;
  const serverText = !online ? t('network.serverDown') : checking ? t('network.checking') : serverOk ? t('network.serverOk') : t('network.serverDown');

  return (
    <div className={styles.status} data-testid="network-status" data-online={online}>
      <div className={`${styles.hero} ${online ? styles.ok : styles.bad}`}>{online ? <CheckCircleFill /> : <CloseCircleFill />}</div>
      <p className={styles.headline} data-testid="network-headline">
        {online ? t('network.onlineHint') : t('network.offlineHint')}
      </p>
      <div className={styles.rows}>
        <Row label={t('network.device')} ok={online} testId="network-device">
          {online ? t('network.online') : t('network.offline')}
        </Row>
        <Row label={t('network.server')} ok={serverOk} testId="network-server">
          {serverText}
        </Row>
      </div>
      <Button block shape="rounded" color="primary" loading={checking} onClick={() => void health.refetch()} disabled={!online} data-testid="network-retry">
        {t('network.retry')}
      </Button>
      <Button block shape="rounded" fill="none" onClick={onEnter} disabled={!serverOk} data-testid="network-enter">
        {t('network.enter')}
      </Button>
    </div>
  );
}

function Row({ label, ok, testId, children }: { label: string; ok: boolean; testId: string; children: ReactNode }) {
  return (
    <div className={styles.row} data-testid={testId} data-ok={ok}>
      <span>{label}</span>
      <span className={ok ? styles.okText : styles.badText}>{children}</span>
    </div>
  );
}
