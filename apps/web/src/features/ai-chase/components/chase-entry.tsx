import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { aiChasePaths, payAiHref } from '../ai-chase-paths.ts';
import styles from './ai-chase.module.css';

/** The way into chase plans and "my AI" from the football AI tab. */
export function ChaseEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isUser = useIsUser();
  const open = (view: 'chase' | 'plans') => void navigate(isUser ? payAiHref(view) : aiChasePaths.login);
  return (
    <div className={`${styles.card} ${styles.entry} ${styles.row}`} data-testid="chase-entry">
      <div role="button" tabIndex={0} onClick={() => open('chase')} data-testid="chase-entry-open">
        <p className={`${styles.title} ${styles.brand}`}>{t('ai-chase.entry.title')}</p>
        <p className={styles.muted}>{t('ai-chase.entry.text')}</p>
      </div>
      <span role="button" tabIndex={0} className={styles.brand} onClick={() => open('plans')} data-testid="chase-entry-mine">{t('ai-chase.entry.mine')}</span>
    </div>
  );
}
