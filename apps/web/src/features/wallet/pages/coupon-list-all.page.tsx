import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useClaimableCoupons, useClaimCoupon, useMyCoupons } from '../api/wallet.ts';
import { CouponRow, CouponValue } from '../components/coupon-row.tsx';
import { LoginGate } from '../components/login-gate.tsx';
import { EmptyLine, QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';

type Tab = 'claim' | 'usable' | 'used' | 'expired';

/** coupon_list_all: coupons to claim, and mine by status. */
export default function CouponListAllPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('claim');
  return (
    <Page testId="coupon-list-all-page" nav={{ title: t('wallet.coupons.title') }}>
      <LoginGate>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
          {(['claim', 'usable', 'used', 'expired'] as const).map((key) => (
            <Tabs.Tab key={key} title={t(`wallet.coupons.tabs.${key}`)} />
          ))}
        </Tabs>
        {tab === 'claim' ? <Claimable /> : <Mine status={tab} />}
      </LoginGate>
    </Page>
  );
}

function Claimable() {
  const { t } = useTranslation();
  const templates = useClaimableCoupons();
  const claim = useClaimCoupon();
  return (
    <QueryView query={templates}>
      {(data) =>
        data.templates.length === 0 ? (
          <EmptyLine text={t('wallet.coupons.noneToClaim')} />
        ) : (
          data.templates.map((tpl) => (
            <div key={tpl.id} className={styles.row} data-testid={`coupon-template-${tpl.id}`}>
              <CouponValue kind={tpl.kind} value={tpl.value} />
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>{tpl.name}</p>
                <p className={styles.rowSub}>
                  {tpl.minSpend > 0 ? t('wallet.coupons.minSpend', { coins: tpl.minSpend }) : t('wallet.coupons.noMin')} · {t('wallet.coupons.validDays', { days: tpl.validDays })}
                  {tpl.vipOnly ? ` · ${t('wallet.coupons.vipOnly')}` : ''}
                </p>
              </div>
              <Button
                size="mini"
                color="primary"
                shape="rounded"
                disabled={!tpl.claimable || claim.isPending}
                onClick={() => claim.mutate(tpl.id, { onSuccess: () => showToast(t('wallet.coupons.claimed')) })}
                data-testid={`claim-${tpl.id}`}
              >
                {tpl.claimed ? t('wallet.coupons.claimedShort') : t('wallet.coupons.claim')}
              </Button>
            </div>
          ))
        )
      }
    </QueryView>
  );
}

function Mine({ status }: { status: 'usable' | 'used' | 'expired' }) {
  const { t } = useTranslation();
  const coupons = useMyCoupons(status);
  return (
    <QueryView query={coupons}>
      {(data) => (data.items.length === 0 ? <EmptyLine text={t('wallet.coupons.empty')} /> : data.items.map((c) => <CouponRow key={c.id} coupon={c} />))}
    </QueryView>
  );
}
