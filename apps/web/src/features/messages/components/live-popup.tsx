import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { messageStore, useMessages, type MessageStore } from '../stores/message-store.ts';
import styles from './messages.module.css';

export interface LivePopupProps {
  /** Opens the match; absent until the match page exists. */
  onOpenMatch?: (matchId: string) => void;
  store?: MessageStore;
}

/** A match went live: competition, home vs away; hides after 5 s or when closed. */
export function LivePopup({ onOpenMatch, store = messageStore }: LivePopupProps) {
  const { t } = useTranslation();
  const live = useMessages((s) => s.live, store);
  if (!live) return null;
  const open = () => {
    store.hideLive();
    onOpenMatch?.(live.id);
  };
  return (
    <div className={styles.live} role="status" data-testid="live-popup">
      <span className={styles.liveBadge}>{t('messages.liveNow')}</span>
      <div className={styles.liveBody}>
        <div className={styles.liveCompetition} data-testid="live-popup-competition">
          {live.cn}
        </div>
        <div className={styles.liveTeams} data-testid="live-popup-teams">
          {t('messages.versus', { home: live.hn, away: live.an })}
        </div>
      </div>
      {onOpenMatch && (
        <button type="button" className={styles.liveWatch} onClick={open} data-testid="live-popup-open">
          {t('messages.watch')}
        </button>
      )}
      <button type="button" className={styles.iconButton} onClick={store.hideLive} aria-label={t('common.close')} data-testid="live-popup-close">
        <CloseOutline />
      </button>
    </div>
  );
}
