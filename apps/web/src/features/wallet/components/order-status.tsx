import { Button, Dialog, DotLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../api/payments.ts';
import styles from './wallet.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';

/** The outcome of a payment: waiting for the provider, fulfilled (what it gave), or closed. */
export function OrderStatus({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useOrder(orderNo);
  const data = order.data;
  const status = data?.status ?? 'created';
  const done = status === 'fulfilled' || status === 'paid';
  const closed = status === 'closed' || status === 'refunded';
  const gave = data?.productKind === 'vip' ? t('wallet.order.gaveVip', { days: data.vipDays }) : t('wallet.order.gaveCoins', { coins: data?.coins ?? 0 });

  return (
    <Dialog
      visible={orderNo !== null}
      closeOnMaskClick
      onClose={onClose}
      content={
        <div className={styles.orderStatus} data-testid="order-status" data-status={status}>
          {done && <CheckCircleFill className={styles.ok} />}
          {closed && <CloseCircleFill className={styles.bad} />}
          {!done && !closed && <DotLoading color="primary" />}
          <p className={styles.orderTitle}>{t(`wallet.order.${done ? 'done' : closed ? 'closed' : 'waiting'}`)}</p>
          {done && <p>{gave}</p>}
          {data && <p className={styles.muted}>{t('wallet.order.number', { orderNo: data.orderNo, day: beijingDate(data.createdAt) })}</p>}
          <Button block shape="rounded" color={done ? 'primary' : 'default'} onClick={onClose} data-testid="order-status-close">
            {t('wallet.order.close')}
          </Button>
        </div>
      }
    />
  );
}
