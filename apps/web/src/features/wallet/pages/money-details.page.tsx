import type { LedgerEntryView } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useLedger } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { EmptyLine, QueryView } from '../components/query-view.tsx';
import { VirtualList } from '../../../components/virtual-list/virtual-list.tsx';
import styles from '../components/wallet.module.css';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { reasonKey } from '../utils/reasons.ts';
import { beijingDateTime } from '../../../lib/time/beijing.ts';

/** money_details: the coin ledger, newest first, every movement with its reason and balance after. */
export default function MoneyDetailsPage() {
  const { t } = useTranslation();
  const isUser = useIsUser();
  const ledger = useLedger();
  const entries = ledger.data?.pages.flatMap((p) => p.items) ?? [];
  const balance = ledger.data?.pages[0]?.balance;

  const row = (e: LedgerEntryView) => (
    <div className={styles.row} data-testid="ledger-row">
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{t(reasonKey(e.reason))}</p>
        <p className={styles.rowSub}>
          {beijingDateTime(e.createdAt)} · {t('wallet.ledger.after', { balance: e.balanceAfter })}
        </p>
      </div>
      <span className={e.amount > 0 ? styles.plus : styles.minus}>{e.amount > 0 ? `+${e.amount}` : e.amount}</span>
    </div>
  );

  return (
    <Page
      testId="money-details-page"
      nav={{ title: t('wallet.ledger.title') }}
      onRefresh={() => ledger.refetch()}
      onReachBottom={() => {
        if (ledger.hasNextPage && !ledger.isFetchingNextPage) void ledger.fetchNextPage();
      }}
    >
      <LoginGate>
        <div className={styles.hero}>
          <p className={styles.heroLabel}>{t('wallet.balance')}</p>
          <p className={styles.heroValue} data-testid="ledger-balance">{isUser ? (balance ?? '—') : '—'}</p>
        </div>
        <QueryView query={ledger} rows={8}>
          {() => (entries.length === 0 ? <EmptyLine text={t('wallet.ledger.empty')} /> : <VirtualList items={entries} rowHeight={58} keyOf={(e) => String(e.id)} render={row} testId="ledger-list" overscan={10} />)}
        </QueryView>
      </LoginGate>
    </Page>
  );
}
