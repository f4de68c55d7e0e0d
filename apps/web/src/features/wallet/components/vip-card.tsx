import { useTranslation } from 'react-i18next';
import { daysLeft } from '../utils/money.ts';
import styles from './wallet.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';

export interface VipState {
  level: number;
  expiresAt: number;
  current: { name: string; discountPercent: number } | null;
}

/** The member's level, expiry and days left (or an invitation to join). */
export function VipCard({ me, now }: { me: VipState | undefined; now: number }) {
  const { t } = useTranslation();
  const active = me && me.level > 0 && me.expiresAt > now;
  return (
    <div className={styles.hero} data-testid="vip-card">
      <p className={styles.heroLabel}>{t('wallet.vip.mine')}</p>
      <p className={styles.heroValue}>
        {active ? <span className={styles.badge} data-testid="vip-level">{me.current?.name ?? `VIP${me.level}`}</span> : t('wallet.vip.none')}
      </p>
      {active && (
        <p className={styles.heroNote} data-testid="vip-expiry">
          {t('wallet.vip.expires', { day: beijingDate(me.expiresAt), days: daysLeft(me.expiresAt, now) })}
        </p>
      )}
    </div>
  );
}
