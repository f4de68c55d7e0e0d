import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { aiChasePaths, payAiHref, type PayAiView } from '../ai-chase-paths.ts';
import styles from '../components/ai-chase.module.css';
import { BoughtPlans } from '../components/bought-plans.tsx';
import { ChaseView } from '../components/chase-view.tsx';
import { NotifySettings } from '../components/notify-settings.tsx';
import { ResponsibleNote } from '../components/responsible-note.tsx';

const VIEWS: PayAiView[] = ['plans', 'chase', 'notify'];
const viewOf = (s: string | null): PayAiView => (VIEWS.includes(s as PayAiView) ? (s as PayAiView) : 'plans');

/** pay_ai: my AI purchases: bought AI plans, the chase subscription and plans, notification settings. */
export default function PayAiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isUser = useIsUser();
  const [search] = useSearchParams();
  const view = viewOf(search.get('view'));
  return (
    <Page testId="pay-ai-page" nav={{ title: t('ai-chase.title'), tone: 'brand' }}>
      {!isUser ? (
        <div className={styles.card} data-testid="pay-ai-login">
          <p className={styles.muted}>{t('ai-chase.login')}</p>
          <Button size="small" color="danger" onClick={() => void navigate(aiChasePaths.login)}>{t('ai-chase.loginButton')}</Button>
          <ResponsibleNote />
        </div>
      ) : (
        <>
          <Tabs activeKey={view} onChange={(key) => void navigate(payAiHref(key as PayAiView), { replace: true })} data-testid="pay-ai-tabs">
            {VIEWS.map((v) => <Tabs.Tab key={v} title={t(`ai-chase.tabs.${v}`)} />)}
          </Tabs>
          {view === 'plans' ? <><BoughtPlans /><ResponsibleNote /></> : null}
          {view === 'chase' ? <ChaseView /> : null}
          {view === 'notify' ? <><NotifySettings /><ResponsibleNote /></> : null}
        </>
      )}
    </Page>
  );
}
