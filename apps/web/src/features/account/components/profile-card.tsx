import type { UserInfo } from '@scoreline/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { displayName } from '../utils/display-name.ts';
import { UserAvatar } from './user-avatar.tsx';
import styles from './account.module.css';
import { BEIJING_TIME_ZONE } from '../../../lib/time/beijing.ts';

export interface ProfileCardProps {
  user: UserInfo | null;
  /** The current time, for the VIP expiry (kept out of render for purity). */
  now: number;
  onLogin: () => void;
  onEdit: () => void;
}

/**
 * The profile on the user tab: avatar, name, id, masked phone, VIP badge. A visitor gets a
 * strip under it with what logging in brings and the login entry, so neither squeezes the name.
 */
export function ProfileCard({ user, now, onLogin, onEdit }: ProfileCardProps) {
  const { t, i18n } = useTranslation();
  if (!user) return <ProfileCardSkeleton />;
  const isVisitor = user.kind === 'visitor';
  const isVip = user.vip > 0 && user.vipExpireTime > now;
  const vipDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: BEIJING_TIME_ZONE }).format(user.vipExpireTime);
  return (
    <div className={styles.profileCard} data-testid="user-profile">
      <div className={styles.profile}>
        <UserAvatar src={user.avatar} size={64} testId="user-avatar" />
        <div className={styles.profileBody}>
          <div className={styles.nameRow}>
            <span className={styles.nickname} data-testid="user-nickname">
              {displayName(user, t)}
            </span>
            {isVip ? (
              <span className={styles.vipBadge} data-testid="user-vip-badge">
                {t('user.vip')}
              </span>
            ) : (
              // A visitor's name already says "visitor"; only members get the badge.
              !isVisitor && (
                <span className={styles.memberBadge} data-testid="user-kind">
                  {t('user.member')}
                </span>
              )
            )}
          </div>
          <div className={styles.meta} data-testid="user-uid">
            {t('user.uid', { uid: user.uid })}
            {!isVisitor && (
              <span className={styles.phone} data-testid="user-phone">
                {user.phone ?? t('user.phoneUnbound')}
              </span>
            )}
          </div>
          {isVip && <div className={styles.vipUntil}>{t('user.vipUntil', { date: vipDate })}</div>}
        </div>
        {!isVisitor && (
          <button type="button" className={styles.editEntry} onClick={onEdit} aria-label={t('user.editProfile')} data-testid="user-profile-edit">
            <RightOutline />
          </button>
        )}
      </div>
      {isVisitor && (
        <div className={styles.visitorStrip}>
          <span className={styles.visitorHint}>{t('user.visitorHint')}</span>
          <button type="button" className={styles.loginEntry} onClick={onLogin} data-testid="user-login-entry">
            {t('user.loginRegister')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The card's shape in the header's colours while the profile loads. */
function ProfileCardSkeleton() {
  return (
    <div className={styles.profileCard} aria-busy="true" data-testid="user-profile-loading">
      <div className={styles.profile}>
        <span className={`${styles.avatar} ${styles.ghost}`} style={{ width: 64, height: 64 }} />
        <div className={styles.profileBody}>
          <span className={`${styles.ghost} ${styles.ghostLine}`} style={{ width: '45%', height: 20 }} />
          <span className={`${styles.ghost} ${styles.ghostLine}`} style={{ width: '30%', height: 12, marginTop: 10 }} />
        </div>
      </div>
    </div>
  );
}
