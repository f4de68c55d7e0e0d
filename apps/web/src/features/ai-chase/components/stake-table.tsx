import type { ChaseStep } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai-chase.module.css';
import { signedYuan, yuan } from './money.ts';

const matchName = (step: ChaseStep) => step.matches.map((m) => `${m.home}${m.away ? ` – ${m.away}` : ''}`).join(' / ') || step.planId;

/** A chase plan's steps: the plan followed, its odds, the stake, the result and the running profit/loss. */
export function StakeTable({ steps }: { steps: readonly ChaseStep[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return <p className={styles.note} data-testid="chase-no-steps">{t('ai-chase.table.empty')}</p>;
  return (
    <table className={styles.table} data-testid="chase-stake-table">
      <thead>
        <tr>
          <th>{t('ai-chase.table.step')}</th>
          <th>{t('ai-chase.table.match')}</th>
          <th>{t('ai-chase.table.odds')}</th>
          <th>{t('ai-chase.table.stake')}</th>
          <th>{t('ai-chase.table.result')}</th>
          <th>{t('ai-chase.table.balance')}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.planId} data-testid="chase-step" data-outcome={step.outcome ?? 'pending'}>
            <td>{step.index}</td>
            <td>{matchName(step)}</td>
            <td>{step.odds.toFixed(2)}</td>
            <td>{yuan(step.stake)}</td>
            <td className={step.outcome === null ? styles.pending : step.outcome === 'won' ? styles.up : styles.down}>
              {step.outcome === null ? t('ai-chase.table.pending') : `${t(`ai-chase.table.${step.outcome}`)} ${signedYuan(step.profit ?? 0)}`}
            </td>
            <td data-testid="chase-step-balance">{step.balance === null ? '–' : signedYuan(step.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
