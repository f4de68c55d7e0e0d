import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page/page.tsx';
import { CardSkeleton } from '../../components/skeleton/page-skeleton.tsx';
import { useUserInfo } from '../../features/account/api/profile.ts';
import { BindingsList } from '../../features/account/components/bindings-list.tsx';
import { paths } from '../routes/paths.ts';

/** Account binding overview: phone and WeChat. */
export default function BindMsgPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  return (
    <Page testId="bind-msg-page" nav={{ title: t('bindMsg.title') }}>
      {user.data ? (
        <BindingsList user={user.data} returnPath={paths.bindMsg} onBindPhone={() => void navigate(paths.bindPhone)} />
      ) : (
        <CardSkeleton />
      )}
    </Page>
  );
}
