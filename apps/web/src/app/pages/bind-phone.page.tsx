import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../../components/notice/notice.tsx';
import { Page } from '../../components/page/page.tsx';
import { useBindPhone } from '../../features/account/api/login.ts';
import { PhoneCodeForm } from '../../features/account/components/phone-code-form.tsx';
import { useSession } from '../../features/account/stores/session-store.ts';
import { showToast } from '../../lib/toast.ts';
import { paths } from '../routes/paths.ts';
import styles from './pages.module.css';

/** A visitor becomes a phone account and keeps what it had (MobileUser/youKeBindPhone). */
export default function BindPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isUser } = useSession();
  const bind = useBindPhone();

  const handleSubmit = (phone: string, code: string) =>
    bind.mutate(
      { phone, code },
      {
        onSuccess: () => {
          showToast(t('bindPhone.success'));
          void navigate(paths.user, { replace: true });
        },
      },
    );

  return (
    <Page testId="bind-phone-page" nav={{ title: t('bindPhone.title') }}>
      {isUser && !bind.isSuccess ? (
        <Notice icon={<CheckCircleFill />} tone="success" title={t('bindPhone.alreadyUser')} testId="bind-phone-done">
          <Button block shape="rounded" size="large" onClick={() => void navigate(paths.bindMsg, { replace: true })}>
            {t('settings.accountBinding')}
          </Button>
        </Notice>
      ) : (
        <div className={styles.card}>
          <p className={styles.cardHint}>{t('bindPhone.hint')}</p>
          <PhoneCodeForm testIdPrefix="bind-phone" submitLabel={t('bindPhone.submit')} pending={bind.isPending} onSubmit={handleSubmit} />
        </div>
      )}
    </Page>
  );
}
