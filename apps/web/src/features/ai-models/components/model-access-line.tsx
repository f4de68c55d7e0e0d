import type { ModelAccess } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';

const day = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: '2-digit', day: '2-digit' });

/** "Football model: active until 2026-12-03 (package)" or "not active". */
export function ModelAccessLine({ access }: { access: ModelAccess }) {
  const { t } = useTranslation();
  return (
    <p className={styles.match} data-testid={`model-access-${access.model}`}>
      {t(`ai-models.model.${access.model}`)}:{' '}
      {access.active && access.expiresAt !== null ? (
        <span className={styles.active}>{t(`ai-models.access.${access.via ?? 'subscription'}`, { day: day(access.expiresAt) })}</span>
      ) : (
        <span className={styles.muted}>{t('ai-models.access.none')}</span>
      )}
    </p>
  );
}
