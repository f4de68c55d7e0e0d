import { Avatar, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { useInvitees, useInviteSummary } from '../api/wallet.ts';
import { LoginGate } from '../components/login-gate.tsx';
import { EmptyLine, QueryView } from '../components/query-view.tsx';
import styles from '../components/wallet.module.css';
import { walletPaths } from '../wallet-paths.ts';
import { beijingDate } from '../../../lib/time/beijing.ts';

/** yq_user: my invitations: how many joined, the commission earned, and who they are. */
export default function YqUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useInviteSummary();
  const invitees = useInvitees();
  const people = invitees.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Page
      testId="yq-user-page"
      nav={{ title: t('wallet.invites.title'), tone: 'brand', right: <span onClick={() => void navigate(walletPaths.shareTips)}>{t('wallet.invites.rules')}</span> }}
      onRefresh={() => Promise.all([summary.refetch(), invitees.refetch()])}
      onReachBottom={() => {
        if (invitees.hasNextPage && !invitees.isFetchingNextPage) void invitees.fetchNextPage();
      }}
    >
      <LoginGate>
        <div className={styles.hero}>
          <div className={styles.stats} data-testid="invite-stats">
            <div>
              <strong>{summary.data?.invitees ?? '—'}</strong>
              <span>{t('wallet.invites.count')}</span>
            </div>
            <div>
              <strong>{summary.data?.earned ?? '—'}</strong>
              <span>{t('wallet.invites.earned')}</span>
            </div>
            <div>
              <strong>{summary.data?.balance ?? '—'}</strong>
              <span>{t('wallet.invites.withdrawable')}</span>
            </div>
          </div>
        </div>
        <div className={`${styles.card} ${styles.lifted} ${styles.actions}`}>
          <Button block shape="rounded" color="primary" onClick={() => void navigate(walletPaths.share)} data-testid="invite-share">
            {t('wallet.invites.invite')}
          </Button>
          <Button block shape="rounded" onClick={() => void navigate(walletPaths.withdrawals)}>
            {t('wallet.withdrawals.title')}
          </Button>
        </div>
        <QueryView query={invitees}>
          {() =>
            people.length === 0 ? (
              <EmptyLine text={t('wallet.invites.empty')} testId="invitees-empty" />
            ) : (
              people.map((p) => (
                <div key={p.uid} className={styles.row}>
                  <Avatar src={p.avatar} style={{ '--size': '32px', '--border-radius': '50%' }} />
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>{p.nickname}</p>
                    <p className={styles.rowSub}>{t('wallet.invites.joined', { day: beijingDate(p.joinedAt) })}</p>
                  </div>
                  <span className={styles.plus}>+{p.commission}</span>
                </div>
              ))
            )
          }
        </QueryView>
      </LoginGate>
    </Page>
  );
}
