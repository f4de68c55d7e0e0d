import type { ItemPurchaseReply } from '@scoreline/contract';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useBuyPlan } from '../../ai/api/ai.ts';
import { OnSaleUntilKickoff } from '../../ai/components/on-sale-until-kickoff.tsx';
import { useCoinShop, useInvalidateWallet } from '../../wallet/api/wallet.ts';
import { LoginGate } from '../../wallet/components/login-gate.tsx';
import { QueryView } from '../../wallet/components/query-view.tsx';
import { couponSaving, useBestCouponLookup } from '../../wallet/hooks/use-checkout-coupon.ts';
import { useFreeViews } from '../../wallet/hooks/use-free-views.ts';
import { aiModelPaths, basketballPlanHref } from '../ai-models-paths.ts';
import { newTapKey, useAddressedBasketballPlan } from '../api/ai-models.ts';
import styles from '../components/ai-models.module.css';

/** pay_lan_ai: buys one AI basketball plan (?id=…&day=…) with coins (MobileCoin/payLanJh), then shows it. */
export default function PayLanAiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, plans } = useAddressedBasketballPlan();
  const coins = useCoinShop();
  const buy = useBuyPlan();
  const free = useFreeViews()('basketballPlan');
  const invalidateWallet = useInvalidateWallet();
  const bestCoupon = useBestCouponLookup();

  const handleBuy = async (price: number, planDay: string) => {
    // The best applicable coupon is used unasked, as at every checkout; a failed look-up buys without one.
    const coupon = free > 0 ? null : await bestCoupon('basketballPlan', price).catch(() => null);
    const content = free > 0
      ? t('ai-models.confirmFreeView', { n: free })
      : coupon
        ? t('ai-models.confirmBuyCoupon', { coins: price - couponSaving(coupon, price), price, coupon: coupon.name })
        : t('ai-models.confirmBuy', { coins: price });
    const ok = await Dialog.confirm({
      content,
      confirmText: free > 0 ? t('ai-models.useFreeView') : t('ai-models.confirm'),
      cancelText: t('ai-models.cancel'),
    });
    if (!ok) return;
    buy.mutate({ sport: 'basketball', id, idempotencyKey: newTapKey('lanjh'), couponId: coupon?.id }, {
      onSuccess: (r) => {
        showToast(doneText(r));
        void invalidateWallet();
        void navigate(basketballPlanHref(id, planDay), { replace: true });
      },
    });
  };
  const doneText = (r: ItemPurchaseReply) => {
    if (r.openedBy === 'freeView') return t('ai-models.openedFree', { n: r.freeViewsLeft });
    return r.openedBy === 'alreadyOpen' ? t('ai-models.alreadyOpen') : t('ai-models.bought', { coins: r.paid });
  };

  return (
    <Page testId="pay-lan-ai-page" nav={{ title: t('ai-models.payPlanTitle'), tone: 'brand' }}>
      <LoginGate>
        <QueryView query={plans}>
          {(data) => {
            const plan = data.plans.find((p) => p.id === id);
            if (!plan) return <p className={styles.note} data-testid="plan-missing">{t('ai-models.planMissing', { day: data.day })}</p>;
            const balance = coins.data?.balance ?? 0;
            return (
              <div className={styles.card} data-testid="pay-plan">
                <p className={styles.title}>{t(`ai.type.${plan.planType}`)} {plan.legs > 1 ? t('ai.parlay') : t('ai.single')}</p>
                {plan.matches.map((m) => <p key={m.fixtureId} className={styles.match}>{m.home} vs {m.away}</p>)}
                <p className={styles.muted}>{t('ai-models.balance', { coins: balance })}</p>
                {plan.locked ? (
                  <OnSaleUntilKickoff kickoffAt={plan.kickoffAt} closed={<Button block shape="rounded" disabled data-testid="sales-closed">{t('ai.salesClosed')}</Button>}>
                    {balance < plan.priceCoins && free === 0 ? (
                      <Button block color="primary" shape="rounded" onClick={() => void navigate(aiModelPaths.topUp)} data-testid="top-up">{t('ai-models.topUp')}</Button>
                    ) : (
                      <Button block color="primary" shape="rounded" loading={buy.isPending} onClick={() => void handleBuy(plan.priceCoins, plan.day)} data-testid="buy-plan">
                        {free > 0 ? t('ai-models.buyFree', { n: free }) : t('ai-models.buyFor', { coins: plan.priceCoins })}
                      </Button>
                    )}
                  </OnSaleUntilKickoff>
                ) : (
                  <Button block shape="rounded" onClick={() => void navigate(basketballPlanHref(plan.id, plan.day))} data-testid="open-plan">{t('ai-models.open')}</Button>
                )}
              </div>
            );
          }}
        </QueryView>
      </LoginGate>
      <p className={styles.note}>{t('ai-models.responsible')}</p>
    </Page>
  );
}
