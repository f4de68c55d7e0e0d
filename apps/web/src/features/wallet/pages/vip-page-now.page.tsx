import { Button, List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useBuyVipWithCoins, useCoinShop, useVipShop } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { PaymentFlow } from '../components/payment-flow.tsx';
import { QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';
import { useCheckout } from '../hooks/use-checkout.ts';
import { useCheckoutCoupon } from '../hooks/use-checkout-coupon.ts';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { formatYuan, newTapKey } from '../utils/money.ts';
import { chooseCouponHref } from '../wallet-paths.ts';
import { beijingDate } from '../../../lib/time/beijing.ts';

type Way = 'money' | 'coins';

/** vip_page_now: open or extend one VIP plan, paid with money (an order) or coins (with a coupon). */
export default function VipPageNow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isUser = useIsUser();
  const shop = useVipShop();
  const coins = useCoinShop(isUser);
  const product = shop.data?.products.find((p) => p.id === params.get('id')) ?? shop.data?.products[0];
  // The way lives in the query, so it is still chosen after a trip to coupon_list and back.
  const way = params.get('way');
  const chosenWay: Way = way === 'money' || way === 'coins' ? way : product?.priceFen ? 'money' : 'coins';
  const setWay = (next: Way) => setParams((current) => ({ ...Object.fromEntries(current), way: next }), { replace: true });
  const { coupon } = useCheckoutCoupon('vip', product?.priceCoins ?? null);
  const buyWithCoins = useBuyVipWithCoins();
  const checkout = useCheckout();
  const [tapKey, setTapKey] = useState(() => newTapKey('vip'));

  const handleBuy = () => {
    if (!product) return;
    if (chosenWay === 'money') return checkout.start(product.id);
    buyWithCoins.mutate(
      { productId: product.id, idempotencyKey: tapKey, ...(coupon ? { couponId: coupon.id } : {}) },
      {
        onSuccess: (result) => {
          setTapKey(newTapKey('vip'));
          showToast(t('wallet.vip.bought', { coins: result.paid, day: beijingDate(result.vip.expiresAt) }));
        },
      },
    );
  };

  const footer = isUser && product && (
    <div className={styles.bar}>
      <span className={styles.barTotal}>
        {chosenWay === 'money' && product.priceFen ? <strong>¥{formatYuan(product.priceFen)}</strong> : <strong>{t('wallet.coins', { coins: product.priceCoins })}</strong>}
      </span>
      <Button color="primary" shape="rounded" loading={checkout.pending || buyWithCoins.isPending} onClick={handleBuy} data-testid="vip-buy">
        {t('wallet.vip.buy')}
      </Button>
    </div>
  );

  return (
    <Page testId="vip-page-now" nav={{ title: t('wallet.vip.checkout') }} footer={footer}>
      <LoginGate>
        <QueryView query={shop}>
          {() =>
            product && (
              <>
                <div className={styles.card}>
                  <h3 className={styles.cardTitle} data-testid="vip-checkout-product">
                    {shop.data?.levels.find((l) => l.level === product.level)?.name} · {t('wallet.vip.days', { days: product.days })}
                  </h3>
                  <p className={styles.muted}>{t('wallet.vip.extendNote')}</p>
                </div>
                <List header={t('wallet.vip.payWith')} mode="card">
                  <Radio.Group value={chosenWay} onChange={(v) => setWay(v as Way)}>
                    {product.priceFen !== null && (
                      <List.Item prefix={<Radio value="money" data-testid="vip-way-money" />} extra={`¥${formatYuan(product.priceFen)}`}>
                        {t('wallet.vip.withMoney')}
                      </List.Item>
                    )}
                    <List.Item prefix={<Radio value="coins" data-testid="vip-way-coins" />} extra={t('wallet.coins', { coins: product.priceCoins })} description={t('wallet.vip.yourBalance', { coins: coins.data?.balance ?? 0 })}>
                      {t('wallet.vip.withCoins')}
                    </List.Item>
                  </Radio.Group>
                  {chosenWay === 'coins' && (
                    <List.Item onClick={() => void navigate(chooseCouponHref('vip', product.priceCoins))} extra={coupon ? coupon.name : t('wallet.coupons.none')} data-testid="vip-coupon">
                      {t('wallet.coupons.title')}
                    </List.Item>
                  )}
                </List>
              </>
            )
          }
        </QueryView>
        <PaymentFlow checkout={checkout} />
      </LoginGate>
    </Page>
  );
}
