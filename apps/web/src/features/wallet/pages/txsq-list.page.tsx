import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useMyWithdrawals, useWithdrawalRatio } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { EmptyLine, QueryView } from '../components/query-view.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import styles from '../components/wallet.module.css';
import { formatYuan } from '../utils/money.ts';
import { beijingDateTime } from '../../../lib/time/beijing.ts';

const tagColour = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

/** txsq_list: my withdrawal applications and their review. */
export default function TxsqListPage() {
  const { t } = useTranslation();
  const list = useMyWithdrawals();
  const ratio = useWithdrawalRatio();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [applying, setApplying] = useState(false);
  return (
    <Page
      testId="txsq-list-page"
      nav={{ title: t('wallet.withdrawals.title') }}
      onRefresh={() => list.refetch()}
      onReachBottom={() => {
        if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
      }}
    >
      <LoginGate>
        <div className={styles.card}>
          {ratio.data && <p className={styles.muted}>{t('wallet.withdrawals.ratio', { ratio: ratio.data.coinsPerYuan, min: ratio.data.minCoins })}</p>}
          <Button block shape="rounded" color="primary" onClick={() => setApplying(true)} data-testid="withdraw-apply">
            {t('wallet.withdrawals.apply')}
          </Button>
        </div>
        <WithdrawForm open={applying} onClose={() => setApplying(false)} />
        <QueryView query={list}>
          {() =>
            items.length === 0 ? (
              <EmptyLine text={t('wallet.withdrawals.empty')} testId="withdrawals-empty" />
            ) : (
              items.map((w) => (
                <div key={w.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {t('wallet.withdrawals.line', { coins: w.coins, yuan: formatYuan(w.amountFen) })} · {t(`wallet.withdrawals.account.${w.account}`)}
                    </p>
                    <p className={styles.rowSub}>
                      {beijingDateTime(w.createdAt)} · {w.payeeAccount}
                      {w.reviewNote ? ` · ${w.reviewNote}` : ''}
                    </p>
                  </div>
                  <Tag color={tagColour[w.status]}>{t(`wallet.withdrawals.status.${w.status}`)}</Tag>
                </div>
              ))
            )
          }
        </QueryView>
      </LoginGate>
    </Page>
  );
}
