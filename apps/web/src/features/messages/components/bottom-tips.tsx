import { CloseOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { messageStore, useMessages, type MessageStore } from '../stores/message-store.ts';
import styles from './messages.module.css';

/** The disclaimer bar (spec section 1); once closed it stays closed. */
export function BottomTips({ store = messageStore }: { store?: MessageStore }) {
  const { t } = useTranslation();
  const visibility = useMessages((s) => s.bottomTips, store);
  if (visibility !== 'open') return null;
  return (
    <div className={styles.tips} role="note" data-testid="bottom-tips">
      <ExclamationCircleOutline className={styles.tipsIcon} />
      <p className={styles.tipsText}>{t('messages.disclaimer')}</p>
      <button
        type="button"
        className={styles.iconButton}
        onClick={store.closeBottomTips}
        aria-label={t('messages.dismissDisclaimer')}
        data-testid="bottom-tips-close"
      >
        <CloseOutline />
      </button>
    </div>
  );
}
