import type { CouponView } from '@scoreline/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { discountRate } from '../utils/money.ts';
import styles from './wallet.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';

/** How much a coupon takes off: coins, or a percentage (8折 in Chinese for 20% off). */
export function CouponValue({ kind, value }: { kind: 'amount' | 'percent'; value: number }) {
  const { t, i18n } = useTranslation();
  return <span className={styles.tileMain}>{kind === 'amount' ? t('wallet.coupons.off', { coins: value }) : t('wallet.coupons.percentOff', { rate: discountRate(value, i18n.language) })}</span>;
}

/** One coupon: value, name, rule (minimum spend), validity and an action. */
export function CouponRow({ coupon, action, onClick }: { coupon: CouponView; action?: ReactNode; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} onClick={onClick} data-testid={`coupon-${coupon.id}`} data-status={coupon.status}>
      <CouponValue kind={coupon.kind} value={coupon.value} />
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{coupon.name}</p>
        <p className={styles.rowSub}>
          {coupon.minSpend > 0 ? t('wallet.coupons.minSpend', { coins: coupon.minSpend }) : t('wallet.coupons.noMin')} · {t('wallet.coupons.until', { day: beijingDate(coupon.expiresAt) })}
        </p>
      </div>
      {action ?? <span className={styles.muted}>{t(`wallet.coupons.status.${coupon.status}`)}</span>}
    </div>
  );
}
