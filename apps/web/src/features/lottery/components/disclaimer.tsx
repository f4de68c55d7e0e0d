import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

/** Scoreline sells no tickets: every calculator page says so. */
export function Disclaimer() {
  const { t } = useTranslation();
  return (
    <p className={styles.note} data-testid="lottery-disclaimer">
      {t('lottery.disclaimer')}
    </p>
  );
}
