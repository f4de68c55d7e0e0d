import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page/page.tsx';
import { NetworkStatus } from '../../features/network/components/network-status.tsx';
import { paths } from '../routes/paths.ts';

/** Network status: device connection and server reachability, retry, and back into the app. */
export default function NoNetworkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page testId="no-network-page" nav={{ title: t('network.title') }}>
      <NetworkStatus onEnter={() => void navigate(paths.root, { replace: true })} />
    </Page>
  );
}
