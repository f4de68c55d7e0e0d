import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aiModelPaths } from '../ai-models-paths.ts';
import styles from './ai-models.module.css';

const ENTRIES = {
  basketball: { to: aiModelPaths.basketballDetails, title: 'ai-models.basketballTitle', hint: 'ai-models.basketballPitch' },
  football: { to: aiModelPaths.dataModel, title: 'ai-models.dataModelTitle', hint: 'ai-models.footballPitch' },
} as const;

/** A one-line way into a model from another screen (the basketball plans tab, the data tab). */
export function ModelEntry({ model }: { model: keyof typeof ENTRIES }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entry = ENTRIES[model];
  return (
    <button type="button" className={`${styles.card} ${styles.entry}`} onClick={() => void navigate(entry.to)} data-testid={`model-entry-${model}`}>
      <span>
        <span className={styles.title}>{t(entry.title)}</span>
        <span className={styles.muted} style={{ display: 'block' }}>{t(entry.hint)}</span>
      </span>
      <RightOutline />
    </button>
  );
}
