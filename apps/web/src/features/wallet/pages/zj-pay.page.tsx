import { Button, Dialog } from 'antd-mobile';
import type { CouponView } from '@scoreline/contract';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useBuyZuiji, useCoinShop, useZuijiShop } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { EmptyLine, QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { couponSaving, useCheckoutCoupon } from '../hooks/use-checkout-coupon.ts';
import { newTapKey } from '../utils/money.ts';
import { chooseCouponHref } from '../wallet-paths.ts';
import { beijingDate } from '../../../lib/time/beijing.ts';

/** zj_pay: the chase-plan (追击) subscriptions on sale, bought with coins; renewal adds time. */
export default function ZjPayPage() {
  const { t } = useTranslation();
  const isUser = useIsUser();
  const shop = useZuijiShop();
  const coins = useCoinShop(isUser);
  const buy = useBuyZuiji();

  const handleBuy = async (id: string, price: number, days: number, coupon: CouponView | null) => {
    const toPay = price - (coupon ? couponSaving(coupon, price) : 0);
    const ok = await Dialog.confirm({ content: t('wallet.products.confirm', { coins: toPay, days }), confirmText: t('wallet.products.buy'), cancelText: t('wallet.cancel') });
    if (!ok) return;
    buy.mutate({ id, idempotencyKey: newTapKey('zuiji'), ...(coupon ? { couponId: coupon.id } : {}) }, { onSuccess: (r) => showToast(t('wallet.products.bought', { coins: r.paid })) });
  };

  return (
    <Page testId="zj-pay-page" nav={{ title: t('wallet.products.title') }} onRefresh={() => shop.refetch()}>
      <LoginGate>
        <div className={styles.card}>
          <p className={styles.muted}>
            {t('wallet.products.intro')} · {t('wallet.vip.yourBalance', { coins: coins.data?.balance ?? 0 })}
          </p>
          {shop.data?.activeUntil ? <p data-testid="zuiji-active">{t('wallet.products.activeUntil', { day: beijingDate(shop.data.activeUntil) })}</p> : null}
        </div>
        <QueryView query={shop}>
          {(data) =>
            data.products.length === 0 ? (
              <EmptyLine text={t('wallet.products.empty')} />
            ) : (
              data.products.map((p) => <ZuijiRow key={p.id} product={p} pending={buy.isPending} onBuy={(coupon) => void handleBuy(p.id, p.priceCoins, p.days, coupon)} />)
            )
          }
        </QueryView>
      </LoginGate>
    </Page>
  );
}

/** One subscription on sale, with the coupon its checkout uses (the best applicable until one is chosen). */
function ZuijiRow({ product, pending, onBuy }: { product: { id: string; days: number; priceCoins: number }; pending: boolean; onBuy: (coupon: CouponView | null) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { coupon } = useCheckoutCoupon('zuiji', product.priceCoins);
  return (
    <div className={styles.row} data-testid={`zuiji-${product.id}`}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{t('wallet.products.plan', { days: product.days })}</p>
        <p className={styles.rowSub}>
          {t('wallet.coins', { coins: product.priceCoins })} ·{' '}
          <span onClick={() => void navigate(chooseCouponHref('zuiji', product.priceCoins))} data-testid={`zuiji-coupon-${product.id}`}>
            {t('wallet.coupons.title')} {coupon ? coupon.name : t('wallet.coupons.none')}
          </span>
        </p>
      </div>
      <Button size="small" color="primary" shape="rounded" loading={pending} onClick={() => onBuy(coupon)}>
        {t('wallet.products.buy')}
      </Button>
    </div>
  );
}
