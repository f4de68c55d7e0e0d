import { BankcardOutline, CouponOutline, GiftOutline, PayCircleOutline, StarOutline, TeamOutline, UnorderedListOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCoinShop, useMyVip } from '../api/wallet.ts';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { daysLeft } from '../utils/money.ts';
import { walletPaths } from '../wallet-paths.ts';
import { CheckInCard } from './check-in-card.tsx';
import styles from './wallet.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';

const entries = [
  { key: 'topUp', icon: <PayCircleOutline />, to: walletPaths.topUp },
  { key: 'ledger', icon: <UnorderedListOutline />, to: walletPaths.ledger },
  { key: 'vip', icon: <StarOutline />, to: walletPaths.vip },
  { key: 'coupons', icon: <CouponOutline />, to: walletPaths.coupons },
  { key: 'products', icon: <ShopbagOutline />, to: walletPaths.products },
  { key: 'invite', icon: <TeamOutline />, to: walletPaths.invitations },
  { key: 'share', icon: <GiftOutline />, to: walletPaths.share },
  { key: 'withdrawals', icon: <BankcardOutline />, to: walletPaths.withdrawals },
] as const;

/** The user tab's wallet: balance, VIP badge and expiry, the wallet's pages, and the check-in. */
export function WalletBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isUser = useIsUser();
  const shop = useCoinShop(isUser);
  const vip = useMyVip(isUser);
  const [now] = useState(() => Date.now());
  const me = vip.data;
  const active = me && me.level > 0 && me.expiresAt > now;

  return (
    <>
      <div className={styles.card} data-testid="wallet-block">
        {isUser ? (
          <div className={styles.walletBlock}>
            <div onClick={() => void navigate(walletPaths.ledger)}>
              <p className={styles.muted}>{t('wallet.balance')}</p>
              <p className={styles.tileMain} data-testid="wallet-balance">{shop.data?.balance ?? '—'}</p>
            </div>
            <div onClick={() => void navigate(walletPaths.vip)} data-testid="wallet-vip">
              {active ? (
                <>
                  <span className={styles.badge}>{me.current?.name ?? `VIP${me.level}`}</span>
                  <p className={styles.muted}>{t('wallet.vip.expires', { day: beijingDate(me.expiresAt), days: daysLeft(me.expiresAt, now) })}</p>
                </>
              ) : (
                <p className={styles.muted}>{t('wallet.vip.join')}</p>
              )}
            </div>
          </div>
        ) : (
          // A visitor has no balance or membership to show: one line that says how to get them.
          <div className={styles.walletBlock} onClick={() => void navigate(walletPaths.login)} data-testid="wallet-visitor">
            <p className={styles.muted}>{t('wallet.loginFirst')}</p>
            <span className={styles.badge}>{t('wallet.login')}</span>
          </div>
        )}
        <div className={styles.entries}>
          {entries.map((entry) => (
            <button key={entry.key} type="button" className={styles.entry} onClick={() => void navigate(entry.to)} data-testid={`wallet-entry-${entry.key}`}>
              {entry.icon}
              {t(`wallet.entries.${entry.key}`)}
            </button>
          ))}
        </div>
      </div>
      {isUser && <CheckInCard />}
    </>
  );
}
