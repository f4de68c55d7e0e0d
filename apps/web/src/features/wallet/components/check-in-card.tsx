import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useCheckIn, useCheckInPage } from '../api/wallet.ts';
import styles from './wallet.module.css';

/** The daily check-in: the streak over the reward cycle, and one tap a day for coins. */
export function CheckInCard() {
  const { t } = useTranslation();
  const page = useCheckInPage();
  const checkIn = useCheckIn();
  const data = page.data;
  const done = data?.checkedInToday ?? false;
  // The streak runs through the cycle again after its last day.
  const inCycle = data && data.cycle.length > 0 ? ((data.streak - (done ? 1 : 0)) % data.cycle.length) + (done ? 1 : 0) : 0;

  const handleCheckIn = () =>
    checkIn.mutate(undefined, {
      onSuccess: (r) => showToast(r.already ? t('wallet.checkIn.already') : t('wallet.checkIn.reward', { coins: r.reward, streak: r.streak })),
    });

  return (
    <div className={styles.card} data-testid="check-in-card">
      <h3 className={styles.cardTitle}>
        {t('wallet.checkIn.title')} <span className={styles.muted}>{data ? t('wallet.checkIn.streak', { days: data.streak }) : ''}</span>
      </h3>
      <div className={styles.streak}>
        {(data?.cycle ?? []).map((day) => (
          <div key={day.streakDay} className={`${styles.streakDay} ${day.streakDay <= inCycle ? styles.streakDone : ''}`}>
            <div>{t('wallet.checkIn.day', { day: day.streakDay })}</div>
            <div>+{day.reward}</div>
          </div>
        ))}
      </div>
      <Button block shape="rounded" color="primary" disabled={!data || done} loading={checkIn.isPending} onClick={handleCheckIn} data-testid="check-in">
        {done ? t('wallet.checkIn.done') : t('wallet.checkIn.action', { coins: data?.nextReward ?? 0 })}
      </Button>
    </div>
  );
}
