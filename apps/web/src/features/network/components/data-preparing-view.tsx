import { useTranslation } from 'react-i18next';
import type { DataStatus } from '../api/data-status.ts';
import styles from './data-preparing.module.css';

/** "数据准备中": what the server is doing, and the import's progress while it imports. */
export default function DataPreparing({ status }: { status: DataStatus }) {
  const { t } = useTranslation();
  const progress = status.phase === 'importing' && status.filesTotal > 0;
  return (
    <div className={styles.preparing} role="status" aria-live="polite" data-testid="data-preparing" data-phase={status.phase}>
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.title}>{t('network.preparingTitle')}</p>
      <p className={styles.hint}>{status.phase === 'failed' ? t('network.preparingRetrying') : t('network.preparingHint')}</p>
      {progress && <p className={styles.hint}>{t('network.preparingProgress', { done: status.filesDone, total: status.filesTotal })}</p>}
    </div>
  );
}
