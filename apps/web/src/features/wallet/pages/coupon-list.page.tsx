import { Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { itemKind } from '@scoreline/contract';
import { useGoBack } from '../../../components/nav-bar/nav-bar.tsx';
import { Page } from '../../../components/page/page.tsx';
import { CouponRow } from '../components/coupon-row.tsx';
import { LoginGate } from '../components/login-gate.tsx';
import { EmptyLine, QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';
import { useCheckoutCoupon } from '../hooks/use-checkout-coupon.ts';
import { chooseCoupon } from '../stores/coupon-choice.ts';

/**
 * coupon_list?kind=vip&price=300: choose a coupon at checkout. Only coupons the server says can
 * pay for this item are selectable; the choice goes back to the checkout page.
 */
export default function CouponListPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const kind = itemKind.safeParse(params.get('kind')).data ?? 'vip';
  const price = Math.max(0, Number(params.get('price')) || 0);
  // The checkout's coupon: the user's choice, or the best one until they choose.
  const { key, coupon: current, coupons } = useCheckoutCoupon(kind, price);
  const chosen = current?.id ?? null;

  const handleChoose = (id: number | null) => {
    chooseCoupon(key, id);
    goBack();
  };

  return (
    <Page testId="coupon-list-page" nav={{ title: t('wallet.coupons.choose') }}>
      <LoginGate>
        <div className={styles.row} onClick={() => handleChoose(null)} data-testid="coupon-none">
          <span className={styles.rowMain}>{t('wallet.coupons.none')}</span>
          <Radio checked={chosen === null} />
        </div>
        <QueryView query={coupons}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyLine text={t('wallet.coupons.empty')} />
            ) : (
              data.items.map((c) => (
                <CouponRow
                  key={c.id}
                  coupon={c}
                  onClick={c.applicable ? () => handleChoose(c.id) : undefined}
                  action={c.applicable ? <Radio checked={chosen === c.id} /> : <span className={styles.muted}>{t('wallet.coupons.notApplicable')}</span>}
                />
              ))
            )
          }
        </QueryView>
      </LoginGate>
    </Page>
  );
}
