import { APP_VERSION } from '@scoreline/contract';
import { List } from 'antd-mobile';
import { AppstoreOutline, FileOutline, GlobalOutline, LockOutline, SetOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page/page.tsx';
import { useUserInfo } from '../../features/account/api/profile.ts';
import { ProfileCard } from '../../features/account/components/profile-card.tsx';
import { WalletBlock } from '../../features/wallet/components/wallet-block.tsx';
import { paths } from '../routes/paths.ts';
import styles from './pages.module.css';

/** The "Mine" tab: red header with the profile, then the entries that exist so far. */
export default function UserTabPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const [now] = useState(() => Date.now());
  const entries = [
    { key: 'models', icon: <AppstoreOutline />, label: t('ai-models.myModelsTitle'), to: '/pages/user/my_module' },
    { key: 'settings', icon: <SetOutline />, label: t('user.settings'), to: paths.userSetting },
    { key: 'agreement', icon: <FileOutline />, label: t('user.agreement'), to: paths.agreement },
    { key: 'privacy', icon: <LockOutline />, label: t('user.privacy'), to: paths.privacy },
    { key: 'network', icon: <GlobalOutline />, label: t('user.network'), to: paths.noNetwork },
  ];

  return (
    <Page testId="user-page" nav={{ title: t('user.title'), back: false, tone: 'brand' }} onRefresh={() => user.refetch()}>
      <div className={styles.userHeader}>
        <ProfileCard user={user.data ?? null} now={now} onLogin={() => void navigate(paths.login)} onEdit={() => void navigate(paths.editUser)} />
      </div>
      <WalletBlock />
      <List mode="card" className={styles.userList}>
        {entries.map((entry) => (
          <List.Item key={entry.key} prefix={<span className={styles.entryIcon}>{entry.icon}</span>} onClick={() => void navigate(entry.to)} data-testid={`user-entry-${entry.key}`}>
            {entry.label}
          </List.Item>
        ))}
      </List>
      <p className={styles.version}>{t('app.version', { version: APP_VERSION })}</p>
    </Page>
  );
}
