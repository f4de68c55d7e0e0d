import { CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { messageStore, useMessages, type MessageStore } from '../stores/message-store.ts';
import styles from './messages.module.css';

/** The match-score dialog: home team, away team and the score as home:away. Hidden by default. */
export function ScoreDialog({ store = messageStore }: { store?: MessageStore }) {
  const { t } = useTranslation();
  const score = useMessages((s) => s.score, store);
  return (
    <CenterPopup visible={score !== null} onMaskClick={store.hideScore} bodyClassName={styles.centerBody}>
      {score && (
        <div className={styles.score} role="dialog" aria-label={t('messages.scoreTitle')} data-testid="score-dialog">
          <div className={styles.scoreTitle}>{t('messages.scoreTitle')}</div>
          <div className={styles.scoreRow}>
            <span className={styles.scoreTeam} data-testid="score-dialog-home">
              {score.homeTeam}
            </span>
            <span className={styles.scoreValue} data-testid="score-dialog-score">
              {`${score.homeScore}:${score.awayScore}`}
            </span>
            <span className={styles.scoreTeam} data-testid="score-dialog-away">
              {score.awayTeam}
            </span>
          </div>
          <button type="button" className={styles.centerAction} onClick={store.hideScore} data-testid="score-dialog-close">
            {t('common.confirm')}
          </button>
        </div>
      )}
    </CenterPopup>
  );
}
