import { Button, Form, Input, Popup, Selector, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useApplyWithdrawal, useExpertEarnings, useInviteSummary, useWithdrawalRatio } from '../api/wallet.ts';
import { formatYuan, newTapKey } from '../utils/money.ts';
import styles from './wallet.module.css';

type Account = 'expert' | 'invite';

/**
 * Applies to withdraw earnings (expert sales or invite commission): the coins are held at once
 * and an administrator pays them out or returns them. One key per opened form, so a retried
 * submit never applies twice.
 */
export function WithdrawForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ratio = useWithdrawalRatio();
  const expert = useExpertEarnings();
  const invite = useInviteSummary();
  const apply = useApplyWithdrawal();
  const [account, setAccount] = useState<Account>('invite');
  const [coins, setCoins] = useState(0);
  const [payeeName, setPayeeName] = useState('');
  const [payeeAccount, setPayeeAccount] = useState('');
  const [key, setKey] = useState(() => newTapKey('withdraw'));
  const available = (account === 'expert' ? expert.data?.balance : invite.data?.balance) ?? 0;
  const min = ratio.data?.minCoins ?? 0;
  const perYuan = ratio.data?.coinsPerYuan ?? 10;

  const handleSubmit = () =>
    apply.mutate(
      { account, coins, payeeName, payeeAccount, idempotencyKey: key },
      {
        onSuccess: () => {
          showToast(t('wallet.withdrawals.applied'));
          setKey(newTapKey('withdraw'));
          onClose();
        },
      },
    );

  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName={styles.cashier} destroyOnClose>
      <div data-testid="withdraw-form">
        <h3 className={styles.cardTitle}>{t('wallet.withdrawals.apply')}</h3>
        <Selector columns={2} value={[account]} onChange={(v) => v[0] && setAccount(v[0])} options={(['invite', 'expert'] as const).map((a) => ({ value: a, label: t(`wallet.withdrawals.account.${a}`) }))} />
        <p className={styles.muted}>{t('wallet.withdrawals.available', { coins: available, min })}</p>
        <Form layout="horizontal">
          <Form.Item label={t('wallet.withdrawals.coins')} extra={`¥${formatYuan(Math.floor((coins * 100) / perYuan))}`}>
            <Stepper min={0} max={available} step={perYuan} value={coins} onChange={setCoins} />
          </Form.Item>
          <Form.Item label={t('wallet.withdrawals.payeeName')}>
            <Input value={payeeName} onChange={setPayeeName} maxLength={20} />
          </Form.Item>
          <Form.Item label={t('wallet.withdrawals.payeeAccount')}>
            <Input value={payeeAccount} onChange={setPayeeAccount} maxLength={64} placeholder={t('wallet.withdrawals.payeeHint')} />
          </Form.Item>
        </Form>
        <Button block shape="rounded" color="primary" loading={apply.isPending} disabled={coins < min || coins > available || !payeeName || !payeeAccount} onClick={handleSubmit}>
          {t('wallet.withdrawals.submit')}
        </Button>
      </div>
    </Popup>
  );
}
