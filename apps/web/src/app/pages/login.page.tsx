import { Mask } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../components/loading/loading.tsx';
import { Page } from '../../components/page/page.tsx';
import { useLoginByPhone, useWechatLogin } from '../../features/account/api/login.ts';
import { AgreementCheck } from '../../features/account/components/agreement-check.tsx';
import { PhoneCodeForm } from '../../features/account/components/phone-code-form.tsx';
import { WechatLoginButton } from '../../features/account/components/wechat-login-button.tsx';
import { useOAuthReturn } from '../../features/account/hooks/use-oauth-return.ts';
import { showToast } from '../../lib/toast.ts';
import { paths } from '../routes/paths.ts';
import { firstServedTab } from '../shell/tabs.ts';
import styles from './pages.module.css';

/** Log in or sign up with phone + SMS code (or WeChat when offered); or carry on as a visitor. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const login = useLoginByPhone();
  const wechat = useWechatLogin();

  const handleLoggedIn = () => {
    showToast(t('login.success'));
    void navigate(paths.user, { replace: true });
  };
  useOAuthReturn('login', (code) => wechat.mutate(code, { onSuccess: handleLoggedIn }));

  const checkAgreement = () => {
    if (!agreed) showToast(t('login.mustAgree'));
    return agreed;
  };

  return (
    <Page testId="login-page" nav={{ title: t('login.title') }}>
      <div className={styles.loginHero}>
        <img src="/icons/icon-192.png" alt="" width={64} height={64} className={styles.loginLogo} />
        <h2 className={styles.loginWelcome}>{t('login.welcome')}</h2>
        <p className={styles.loginHint}>{t('login.hint')}</p>
      </div>
      <div className={styles.card}>
        <PhoneCodeForm
          testIdPrefix="login"
          submitLabel={t('login.submit')}
          pending={login.isPending}
          beforeSubmit={checkAgreement}
          onSubmit={(phone, code) => login.mutate({ phone, code }, { onSuccess: handleLoggedIn })}
        >
          <AgreementCheck checked={agreed} onChange={setAgreed} agreementTo={paths.agreement} privacyTo={paths.privacy} />
        </PhoneCodeForm>
        <button type="button" className={styles.textButton} onClick={() => void navigate(firstServedTab(), { replace: true })} data-testid="login-visitor">
          {t('login.visitorContinue')}
        </button>
        <WechatLoginButton returnPath={paths.login} />
      </div>
      <Mask visible={wechat.isPending} opacity="thin">
        <div className={styles.maskContent} data-testid="login-wechat-progress">
          <Loading />
          <span>{t('login.wechatInProgress')}</span>
        </div>
      </Mask>
    </Page>
  );
}
