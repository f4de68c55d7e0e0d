import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useShareUrl } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';
import { walletPaths } from '../wallet-paths.ts';

/** share: my invite code and link, to copy or hand to the system share sheet. */
export default function SharePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const share = useShareUrl();

  const handleCopy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('wallet.share.copied'));
    } catch {
      showToast(t('wallet.share.copyFailed'));
    }
  };

  const handleShare = async (url: string) => {
    if (typeof navigator.share !== 'function') return handleCopy(url);
    // A dismissed share sheet rejects: nothing to report.
    await navigator.share({ title: t('wallet.share.title'), text: t('wallet.share.message'), url }).catch(() => undefined);
  };

  return (
    <Page testId="share-page" nav={{ title: t('wallet.share.title'), right: <span onClick={() => void navigate(walletPaths.shareTips)}>{t('wallet.invites.rules')}</span> }}>
      <LoginGate>
        <QueryView query={share}>
          {(data) => (
            <div className={styles.card}>
              <p className={styles.muted}>{t('wallet.share.codeLabel')}</p>
              <p className={styles.code} data-testid="invite-code">{data.inviteCode}</p>
              <p className={styles.muted}>{t('wallet.share.linkLabel')}</p>
              <p className={styles.link} data-testid="invite-link">{data.url}</p>
              <div className={styles.actions}>
                <Button block shape="rounded" onClick={() => void handleCopy(data.url)}>
                  {t('wallet.share.copy')}
                </Button>
                <Button block shape="rounded" color="primary" onClick={() => void handleShare(data.url)}>
                  {t('wallet.share.send')}
                </Button>
              </div>
            </div>
          )}
        </QueryView>
      </LoginGate>
    </Page>
  );
}
