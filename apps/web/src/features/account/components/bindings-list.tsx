import type { UserInfo } from '@scoreline/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useLoginOptions } from '../api/login.ts';
import { useBindWechat, useWechatBindUrl, useWechatInfo } from '../api/profile.ts';
import { useOAuthReturn } from '../hooks/use-oauth-return.ts';
import { appPageUrl } from '../utils/wechat.ts';
import styles from './account.module.css';

export interface BindingsListProps {
  user: UserInfo;
  /** This page's path: WeChat returns here with the binding code. */
  returnPath: string;
  onBindPhone: () => void;
}

/** Which sign-in methods the account has: phone and WeChat, each with its bind action. */
export function BindingsList({ user, returnPath, onBindPhone }: BindingsListProps) {
  const { t } = useTranslation();
  const isUser = user.kind === 'user';
  const options = useLoginOptions();
  const wechat = useWechatInfo(isUser);
  const bindUrl = useWechatBindUrl();
  const bind = useBindWechat();
  useOAuthReturn('bind', (code, state) => {
    if (state) bind.mutate({ code, state }, { onSuccess: () => showToast(t('bindMsg.wechatBound')) });
  });

  const wechatBound = wechat.data?.bound ?? user.wechatBound;
  const startWechat = () => {
    if (!options.data?.wechat) return showToast(t('bindMsg.wechatUnavailable'));
    // The server signs a state bound to this account into the link; WeChat brings it back.
    bindUrl.mutate(appPageUrl(returnPath), { onSuccess: ({ url }) => window.location.assign(url) });
  };

  const status = (bound: boolean, testId: string, detail?: string | null) => (
    <span className={bound ? styles.bound : styles.unbound} data-testid={testId}>
      {bound ? (detail ?? t('bindMsg.bound')) : t('bindMsg.unbound')}
    </span>
  );

  return (
    <List mode="card" className={styles.list}>
      <List.Item
        extra={status(user.phone !== null, 'bind-msg-phone-status', user.phone)}
        clickable={!isUser}
        arrowIcon={!isUser}
        onClick={isUser ? undefined : onBindPhone}
        data-testid="bind-msg-phone"
      >
        {t('bindMsg.phone')}
      </List.Item>
      <List.Item
        extra={isUser ? status(wechatBound, 'bind-msg-wechat-status', wechat.data?.nickname) : <span className={styles.unbound}>{t('bindMsg.loginFirst')}</span>}
        clickable={isUser && !wechatBound}
        arrowIcon={isUser && !wechatBound}
        onClick={isUser && !wechatBound ? startWechat : undefined}
        data-testid="bind-msg-wechat"
      >
        {t('bindMsg.wechat')}
      </List.Item>
    </List>
  );
}
