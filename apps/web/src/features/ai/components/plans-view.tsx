import type { AiPlan, AiPlanType, ItemPurchaseReply } from '@scoreline/contract';
import { Button, Dialog, ErrorBlock, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { showToast } from '../../../lib/toast.ts';
import { aiPaths } from '../ai-paths.ts';
import { useBuyPlan, usePlans } from '../api/ai.ts';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { useInvalidateWallet } from '../../wallet/api/wallet.ts';
import { couponSaving, useBestCouponLookup } from '../../wallet/hooks/use-checkout-coupon.ts';
import { useFreeViews } from '../../wallet/hooks/use-free-views.ts';
import styles from './ai.module.css';
import { PlanCard } from './plan-card.tsx';
import { RecordStrip } from './record-strip.tsx';

const newTapKey = () => `ai-${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** One plan type's list: the record first, then the day's plans, each bought with coins in one tap. */
function PlanList({ type }: { type: AiPlanType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isUser = useIsUser();
  const query = usePlans(type);
  const buy = useBuyPlan();
  const freeViews = useFreeViews();
  const invalidateWallet = useInvalidateWallet();
  const bestCoupon = useBestCouponLookup();
  const freeViewsFor = (plan: AiPlan) => freeViews(plan.sport === 'football' ? 'aiPlan' : 'basketballPlan');

  const handleBuy = async (plan: AiPlan) => {
    if (!isUser) return void navigate(aiPaths.login);
    const free = freeViewsFor(plan);
    // As at every checkout, the best applicable coupon is used unasked; a failed look-up buys without one.
    const coupon = free > 0 ? null : await bestCoupon(plan.sport === 'football' ? 'aiPlan' : 'basketballPlan', plan.priceCoins).catch(() => null);
    const content = free > 0
      ? t('ai.confirmFreeView', { n: free })
      : coupon
        ? t('ai.confirmBuyCoupon', { coins: plan.priceCoins - couponSaving(coupon, plan.priceCoins), price: plan.priceCoins, coupon: coupon.name })
        : t('ai.confirmBuy', { coins: plan.priceCoins });
    const ok = await Dialog.confirm({
      content,
      confirmText: free > 0 ? t('ai.useFreeView') : t('ai.confirm'),
      cancelText: t('ai.cancel'),
    });
    if (!ok) return;
    buy.mutate({ sport: plan.sport, id: plan.id, idempotencyKey: newTapKey(), couponId: coupon?.id }, {
      onSuccess: (r) => {
        showToast(doneText(r));
        void invalidateWallet();
      },
    });
  };
  const doneText = (r: ItemPurchaseReply) => {
    if (r.openedBy === 'freeView') return t('ai.openedFree', { n: r.freeViewsLeft });
    return r.openedBy === 'alreadyOpen' ? t('ai.alreadyOpen') : t('ai.bought', { coins: r.paid });
  };

  if (query.isError) {
    return (
      <ErrorBlock status="default" title={t('ai.loadFailed')} description="">
        <Button size="small" color="primary" onClick={() => void query.refetch()}>{t('ai.retry')}</Button>
      </ErrorBlock>
    );
  }
  if (!query.data) return <div style={{ padding: 8 }} aria-busy="true"><ListSkeleton rows={4} /></div>;
  return (
    <div data-testid={`ai-plans-${type}`}>
      <RecordStrip records={query.data.records} backtest={query.data.backtest} />
      {query.data.plans.length === 0 ? <p className={styles.note} data-testid="ai-no-plans">{t('ai.noPlans', { day: query.data.day })}</p> : null}
      {query.data.plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          onBuy={(p) => void handleBuy(p)}
          buying={buy.isPending && buy.variables.id === plan.id}
          freeViews={freeViewsFor(plan)}
          onVerify={(p) => void navigate(`${aiPaths.scorecard}?${new URLSearchParams({ ref: p.id }).toString()}`)}
        />
      ))}
    </div>
  );
}

/** The plan tabs of a sport, with the note that plans are picks, never placed bets. */
export function PlansView({ types }: { types: readonly AiPlanType[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<AiPlanType>(types[0] ?? 'spf');
  return (
    <>
      <Tabs activeKey={active} onChange={(key) => setActive(key as AiPlanType)} data-testid="ai-type-tabs">
        {types.map((type) => <Tabs.Tab key={type} title={t(`ai.type.${type}`)} />)}
      </Tabs>
      <PlanList type={active} />
      <p className={styles.note}>{t('ai.responsible')}</p>
    </>
  );
}
