import { useTranslation } from 'react-i18next';
import styles from './rotate-hint.module.css';

/** Portrait only (spec section 2): a phone held sideways sees this instead of the app. */
export function RotateHint() {
  const { t } = useTranslation();
  return (
    <div className={styles.hint} data-testid="rotate-hint" role="alert">
      <span className={styles.phone} aria-hidden="true" />
      <p>{t('shell.rotate')}</p>
    </div>
  );
}
