import { useTranslation } from 'react-i18next';
import { useLoginOptions } from '../api/login.ts';
import { appPageUrl, LOGIN_STATE, wechatAuthorizeUrl } from '../utils/wechat.ts';
import styles from './account.module.css';

/** "Log in with WeChat", only when the server offers it; returns to `returnPath` with a code. */
export function WechatLoginButton({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const options = useLoginOptions();
  const appId = options.data?.wechatAppId;
  if (!options.data?.wechat || !appId) return null;
  const handleClick = () => {
    window.location.assign(wechatAuthorizeUrl(appId, appPageUrl(returnPath), LOGIN_STATE));
  };
  return (
    <div className={styles.otherMethods}>
      <div className={styles.divider}>{t('login.otherMethods')}</div>
      <button type="button" className={styles.wechat} onClick={handleClick} aria-label={t('login.wechat')} data-testid="login-wechat">
        <WechatGlyph />
        <span>{t('login.wechat')}</span>
      </button>
    </div>
  );
}

function WechatGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#07c160" />
      <ellipse cx="10" cy="10.5" rx="5.2" ry="4.3" fill="#fff" />
      <ellipse cx="14.6" cy="14" rx="4.4" ry="3.6" fill="#fff" stroke="#07c160" strokeWidth="0.8" />
      <circle cx="8.2" cy="9.6" r="0.7" fill="#07c160" />
      <circle cx="11.8" cy="9.6" r="0.7" fill="#07c160" />
      <circle cx="13.2" cy="13.5" r="0.6" fill="#07c160" />
      <circle cx="16" cy="13.5" r="0.6" fill="#07c160" />
    </svg>
  );
}
