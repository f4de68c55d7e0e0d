import { useTranslation } from 'react-i18next';
import styles from './data.module.css';

/** The last results, newest first, as coloured W / D / L chips in the reader's language. */
export function FormChips({ form }: { form: ReadonlyArray<'W' | 'D' | 'L'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.form}>
      {form.map((outcome, i) => (
        <span key={i} className={`${styles.formChip} ${styles[`form_${outcome}`]}`} title={t(`data.outcome.${outcome}`)}>
          {t(`data.outcome.${outcome}`)}
        </span>
      ))}
    </span>
  );
}
