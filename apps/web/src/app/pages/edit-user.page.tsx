import { Button } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGoBackFrom } from '../../components/nav-bar/nav-bar.tsx';
import { Notice } from '../../components/notice/notice.tsx';
import { Page } from '../../components/page/page.tsx';
import { CardSkeleton } from '../../components/skeleton/page-skeleton.tsx';
import { useUserInfo } from '../../features/account/api/profile.ts';
import { EditProfileForm } from '../../features/account/components/edit-profile-form.tsx';
import { paths } from '../routes/paths.ts';

/** Edit nickname and avatar (registered accounts; a visitor is sent to log in first). */
export default function EditUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBackFrom(paths.editUser);
  const user = useUserInfo();
  const info = user.data;

  return (
    <Page testId="edit-user-page" nav={{ title: t('edit.title') }}>
      {!info && <CardSkeleton />}
      {info?.kind === 'user' && <EditProfileForm key={info.uid} user={info} onSaved={goBack} />}
      {info?.kind === 'visitor' && (
        <Notice icon={<UserCircleOutline />} title={t('edit.visitorOnly')} testId="edit-visitor">
          <Button color="primary" block shape="rounded" size="large" onClick={() => void navigate(paths.login)}>
            {t('user.loginRegister')}
          </Button>
        </Notice>
      )}
    </Page>
  );
}
