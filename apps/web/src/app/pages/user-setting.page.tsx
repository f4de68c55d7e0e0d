import { APP_VERSION } from '@scoreline/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page/page.tsx';
import { AccountActions } from '../../features/account/components/account-actions.tsx';
import { useSession } from '../../features/account/stores/session-store.ts';
import { LanguagePicker } from '../../features/settings/components/language-picker.tsx';
import { paths } from '../routes/paths.ts';
import styles from './pages.module.css';

/** Settings: account (profile, phone, linked accounts), language, documents, logout and deletion. */
export default function UserSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isUser } = useSession();
  const go = (to: string) => () => void navigate(to);

  return (
    <Page testId="setting-page" nav={{ title: t('settings.title') }}>
      <List mode="card" header={t('settings.sectionAccount')} className={styles.settingList}>
        {isUser ? (
          <>
            <List.Item onClick={go(paths.editUser)} data-testid="setting-edit-profile">
              {t('settings.editProfile')}
            </List.Item>
            <List.Item onClick={go(paths.bindMsg)} data-testid="setting-bindings">
              {t('settings.accountBinding')}
            </List.Item>
          </>
        ) : (
          <>
            <List.Item onClick={go(paths.login)} data-testid="setting-login">
              {t('user.loginRegister')}
            </List.Item>
            <List.Item onClick={go(paths.bindPhone)} data-testid="setting-bind-phone">
              {t('settings.bindPhone')}
            </List.Item>
          </>
        )}
      </List>
      <List mode="card" header={t('settings.sectionGeneral')} className={styles.settingList}>
        <LanguagePicker />
      </List>
      <List mode="card" header={t('settings.sectionAbout')} className={styles.settingList}>
        <List.Item onClick={go(paths.agreement)} data-testid="setting-agreement">
          {t('user.agreement')}
        </List.Item>
        <List.Item onClick={go(paths.privacy)} data-testid="setting-privacy">
          {t('user.privacy')}
        </List.Item>
        <List.Item extra={APP_VERSION} clickable={false} arrowIcon={false} data-testid="setting-version">
          {t('app.name')}
        </List.Item>
      </List>
      {isUser && <AccountActions onDone={() => void navigate(paths.user, { replace: true })} />}
    </Page>
  );
}
