import { Button } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../../../components/notice/notice.tsx';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { walletPaths } from '../wallet-paths.ts';

/** The wallet belongs to a registered account: a visitor is asked to log in first. */
export function LoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (useIsUser()) return <>{children}</>;
  return (
    <Notice icon={<UserCircleOutline />} title={t('wallet.loginFirst')} testId="wallet-login-gate">
      <Button block shape="rounded" color="primary" onClick={() => void navigate(walletPaths.login)}>
        {t('wallet.login')}
      </Button>
    </Notice>
  );
}
