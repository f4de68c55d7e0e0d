import type { PaymentProviderName } from '@scoreline/contract';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { usePayWays } from '../api/payments.ts';
import { useCoinShop } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { PaymentFlow } from '../components/payment-flow.tsx';
import { QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';
import { useCheckout } from '../hooks/use-checkout.ts';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { formatYuan } from '../utils/money.ts';
import { walletPaths } from '../wallet-paths.ts';

/** pay_page: coin top-up. Pick a pack and a payment method, pay, see the new balance. */
export default function PayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isUser = useIsUser();
  const shop = useCoinShop(isUser);
  const ways = usePayWays();
  const checkout = useCheckout();
  const [packId, setPackId] = useState<string | null>(null);
  const [provider, setProvider] = useState<PaymentProviderName | null>(null);
  const packs = shop.data?.packs ?? [];
  const chosen = packs.find((p) => p.id === packId) ?? packs[0];
  const methods = ways.data?.providers ?? [];
  const method = provider ?? methods[0];

  const footer = isUser && chosen && (
    <div className={styles.bar}>
      <span className={styles.barTotal}>
        {t('wallet.topUp.total')} <strong>¥{formatYuan(chosen.priceFen)}</strong>
      </span>
      <Button color="primary" shape="rounded" loading={checkout.pending} onClick={() => checkout.start(chosen.id, method)} data-testid="top-up-pay">
        {t('wallet.topUp.pay')}
      </Button>
    </div>
  );

  return (
    <Page testId="pay-page" nav={{ title: t('wallet.topUp.title'), tone: 'brand', right: <span onClick={() => void navigate(walletPaths.ledger)}>{t('wallet.ledger.short')}</span> }} footer={footer} onRefresh={() => shop.refetch()}>
      <LoginGate>
        <div className={styles.hero}>
          <p className={styles.heroLabel}>{t('wallet.balance')}</p>
          <p className={styles.heroValue} data-testid="top-up-balance">{shop.data?.balance ?? '—'}</p>
          <p className={styles.heroNote}>{t('wallet.topUp.rate')}</p>
        </div>
        <div className={`${styles.card} ${styles.lifted}`}>
          <h3 className={styles.cardTitle}>{t('wallet.topUp.choose')}</h3>
          <QueryView query={shop}>
            {() => (
              <div className={styles.grid}>
                {packs.map((pack) => (
                  <button key={pack.id} type="button" className={`${styles.tile} ${pack.id === chosen?.id ? styles.tileSelected : ''}`} onClick={() => setPackId(pack.id)} data-testid={`pack-${pack.id}`}>
                    <span className={styles.tileMain}>{t('wallet.coins', { coins: pack.coins })}</span>
                    {pack.bonusCoins > 0 && <span className={styles.tileSub}>{t('wallet.topUp.bonus', { coins: pack.bonusCoins })}</span>}
                    <span className={styles.tilePrice}>¥{formatYuan(pack.priceFen)}</span>
                  </button>
                ))}
              </div>
            )}
          </QueryView>
        </div>
        {methods.length > 0 && (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{t('wallet.topUp.method')}</h3>
            <Selector columns={3} value={method ? [method] : []} onChange={(v) => v[0] && setProvider(v[0])} options={methods.map((m) => ({ value: m, label: t(`wallet.providers.${m}`) }))} />
          </div>
        )}
        <p className={`${styles.muted} ${styles.card}`}>{t('wallet.topUp.notice')}</p>
        <PaymentFlow checkout={checkout} />
      </LoginGate>
    </Page>
  );
}
