import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aiPaths } from '../../ai/ai-paths.ts';
import { PlanCard } from '../../ai/components/plan-card.tsx';
import { useBoughtPlans } from '../api/ai-chase.ts';
import styles from './ai-chase.module.css';
import { LoadState } from './load-state.tsx';

/** The AI plans the user bought, newest first: picks, result once settled, the chain proof. */
export function BoughtPlans() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useBoughtPlans();
  return (
    <LoadState query={query} rows={4}>
      {(data) => (
        <div data-testid="chase-bought">
          {data.plans.length === 0 ? <p className={styles.note} data-testid="chase-bought-empty">{t('ai-chase.bought.empty')}</p> : null}
          {data.plans.map((plan) => (
            <div key={plan.id} data-testid="chase-bought-plan">
              <p className={styles.note}>{t('ai-chase.bought.paid', { coins: plan.paid, day: new Date(plan.boughtAt).toLocaleDateString() })}</p>
              <PlanCard plan={plan} onVerify={(p) => void navigate(`${aiPaths.scorecard}?${new URLSearchParams({ ref: p.id }).toString()}`)} />
            </div>
          ))}
        </div>
      )}
    </LoadState>
  );
}
