import { Button, Popup, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCashier, usePayAtCashier } from '../api/payments.ts';
import { formatYuan } from '../utils/money.ts';
import styles from './wallet.module.css';
import { beijingDateTime } from '../../../lib/time/beijing.ts';

export interface SandboxCashierProps {
  orderNo: string | null;
  open: boolean;
  /** The payer confirmed or cancelled (the sandbox has sent its notification), or closed the sheet. */
  onDone: () => void;
}

/**
 * The sandbox provider's cashier: the amount and bill line of the payment, and the payer's two
 * choices. It plays the payment company's page; the order learns the outcome only from the
 * provider's signed notification (or by asking it).
 */
export function SandboxCashier({ orderNo, open, onDone }: SandboxCashierProps) {
  const { t } = useTranslation();
  const cashier = useCashier(open ? orderNo : null);
  const pay = usePayAtCashier();
  const data = cashier.data;

  const handle = (action: 'confirm' | 'cancel') => {
    if (!orderNo) return;
    pay.mutate({ orderNo, action }, { onSettled: onDone });
  };

  return (
    <Popup visible={open} onMaskClick={onDone} bodyClassName={styles.cashier} destroyOnClose>
      <div data-testid="sandbox-cashier">
        <p className={styles.cashierBrand}>{t('wallet.cashier.title')}</p>
        {data ? (
          <>
            <p className={styles.cashierAmount} data-testid="cashier-amount">
              ¥{formatYuan(data.amountFen)}
            </p>
            <dl className={styles.cashierLines}>
              <dt>{t('wallet.cashier.merchant')}</dt>
              <dd>{data.merchant}</dd>
              <dt>{t('wallet.cashier.subject')}</dt>
              <dd>{data.subject}</dd>
              <dt>{t('wallet.cashier.orderNo')}</dt>
              <dd>{data.orderNo}</dd>
              <dt>{t('wallet.cashier.expires')}</dt>
              <dd>{beijingDateTime(data.expiresAt)}</dd>
            </dl>
            <p className={styles.cashierNote}>{t('wallet.cashier.sandboxNote')}</p>
          </>
        ) : (
          <Skeleton.Paragraph lineCount={4} animated />
        )}
        <div className={styles.cashierActions}>
          <Button block shape="rounded" onClick={() => handle('cancel')} disabled={!data || pay.isPending} data-testid="cashier-cancel">
            {t('wallet.cashier.cancel')}
          </Button>
          <Button block shape="rounded" color="primary" onClick={() => handle('confirm')} loading={pay.isPending} disabled={!data || data.status !== 'pending'} data-testid="cashier-confirm">
            {t('wallet.cashier.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
