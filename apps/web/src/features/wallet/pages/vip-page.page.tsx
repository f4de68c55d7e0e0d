import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { useVipDescription, useVipShop } from '../api/wallet.ts';
import { QueryView } from '../components/query-view.tsx';
import { VipCard } from '../components/vip-card.tsx';
import styles from '../components/wallet.module.css';
import { discountRate, formatYuan } from '../utils/money.ts';
import { vipCheckoutHref } from '../wallet-paths.ts';

/** vip_page: the membership centre: my level, what each level unlocks, and the plans on sale. */
export default function VipPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shop = useVipShop();
  const text = useVipDescription();
  const [now] = useState(() => Date.now());

  return (
    <Page testId="vip-page" nav={{ title: t('wallet.vip.title'), tone: 'brand' }} onRefresh={() => shop.refetch()}>
      <VipCard me={shop.data?.me} now={now} />
      <div className={`${styles.card} ${styles.lifted}`}>
        <h3 className={styles.cardTitle}>{t('wallet.vip.plans')}</h3>
        <QueryView query={shop}>
          {(data) =>
            data.products.map((p) => (
              <div key={p.id} className={styles.row} onClick={() => void navigate(vipCheckoutHref(p.id))} data-testid={`vip-product-${p.id}`}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    <span className={styles.badge}>{data.levels.find((l) => l.level === p.level)?.name ?? 'VIP'}</span> {t('wallet.vip.days', { days: p.days })}
                  </p>
                  <p className={styles.rowSub}>{t('wallet.vip.orCoins', { coins: p.priceCoins })}</p>
                </div>
                {p.priceFen !== null && <span className={styles.plus}>¥{formatYuan(p.priceFen)}</span>}
              </div>
            ))
          }
        </QueryView>
      </div>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>{t('wallet.vip.benefits')}</h3>
        {shop.data?.levels.map((level) => (
          <div key={level.level} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>
                <span className={styles.badge}>{level.name}</span>
              </p>
              <p className={styles.rowSub}>
                {t('wallet.vip.discount', { rate: discountRate(level.discountPercent, i18n.language) })} · {t('wallet.vip.freePlans', { n: level.dailyFreePlans })} · {t('wallet.vip.unlocks', { n: level.unlocks.length })}
              </p>
            </div>
          </div>
        ))}
      </div>
      {text.data && (
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{text.data.title}</h3>
          <ul className={styles.rules}>
            {text.data.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </Page>
  );
}
