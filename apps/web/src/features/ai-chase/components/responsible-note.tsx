import { useTranslation } from 'react-i18next';
import styles from './ai-chase.module.css';

/** Shown on every chase screen: a calculation for reference, limits, no chasing losses, shops only. */
export function ResponsibleNote() {
  const { t } = useTranslation();
  return <p className={styles.note} data-testid="chase-responsible">{t('ai-chase.responsible')}</p>;
}
