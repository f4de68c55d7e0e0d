import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { PlanCard } from '../../ai/components/plan-card.tsx';
import { RecordStrip } from '../../ai/components/record-strip.tsx';
import { QueryView } from '../../wallet/components/query-view.tsx';
import { payBasketballPlanHref, verifyHref } from '../ai-models-paths.ts';
import { useAddressedBasketballPlan } from '../api/ai-models.ts';
import styles from '../components/ai-models.module.css';

/** ai_lan_jh_details: one AI basketball plan (?id=…&day=…): its matches, picks once bought or settled, the proof. */
export default function AiLanPlanDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, plans } = useAddressedBasketballPlan();
  return (
    <Page testId="ai-lan-jh-details-page" nav={{ title: t('ai-models.planTitle'), tone: 'brand' }}>
      <QueryView query={plans}>
        {(data) => {
          const plan = data.plans.find((p) => p.id === id);
          return (
            <>
              {plan ? (
                <PlanCard plan={plan} onBuy={(p) => void navigate(payBasketballPlanHref(p.id, p.day))} onVerify={(p) => void navigate(verifyHref(p.id))} />
              ) : (
                <p className={styles.note} data-testid="plan-missing">{t('ai-models.planMissing', { day: data.day })}</p>
              )}
              <RecordStrip records={data.records} backtest={data.backtest} />
            </>
          );
        }}
      </QueryView>
      <p className={styles.note}>{t('ai-models.responsible')}</p>
    </Page>
  );
}
