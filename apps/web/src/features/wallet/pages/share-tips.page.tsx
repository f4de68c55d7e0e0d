import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useInviteSummary } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';

/** share_tips: how inviting works, with this server's commission, ratio and minimum. */
export default function ShareTipsPage() {
  const { t } = useTranslation();
  const summary = useInviteSummary();
  return (
    <Page testId="share-tips-page" nav={{ title: t('wallet.shareTips.title') }}>
      <LoginGate>
        <QueryView query={summary}>
          {(data) => (
            <div className={styles.card}>
              <ol className={styles.rules} data-testid="share-rules">
                <li>{t('wallet.shareTips.step1')}</li>
                <li>{t('wallet.shareTips.step2')}</li>
                <li>{t('wallet.shareTips.step3', { percent: data.commissionPercent })}</li>
                <li>{t('wallet.shareTips.step4', { min: data.minCoins, ratio: data.coinsPerYuan })}</li>
                <li>{t('wallet.shareTips.step5')}</li>
              </ol>
            </div>
          )}
        </QueryView>
      </LoginGate>
    </Page>
  );
}
