import type { ChasePlanSummary } from '@scoreline/contract';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useChaseDetail, useSaveChase } from '../api/ai-chase.ts';
import styles from './ai-chase.module.css';
import { LoadState } from './load-state.tsx';
import { signedYuan, yuan } from './money.ts';
import { StakeTable } from './stake-table.tsx';

/** The settings in one line: "胜平负 · base 10 · raise ×2 (3 in a row) · 10 steps · stop-loss 60". */
export function SettingsLine({ plan }: { plan: ChasePlanSummary }) {
  const { t } = useTranslation();
  const s = plan.settings;
  const p = s.progression;
  const progression = p.kind === 'martingale' ? t('ai-chase.summary.martingale', { ratio: p.ratio, raises: p.maxRaises })
    : p.kind === 'recovery' ? t('ai-chase.summary.recovery', { profit: p.cycleProfit }) : t('ai-chase.progression.flat');
  return (
    <p className={styles.muted}>
      {t(`ai-chase.line.${s.line}`)} · {t('ai-chase.summary.base', { yuan: s.baseStake })} · {progression} · {t('ai-chase.summary.steps', { steps: s.maxSteps })}
      {' · '}{t('ai-chase.summary.stopLoss', { yuan: s.stopLoss })}{s.takeProfit === null ? '' : ` · ${t('ai-chase.summary.takeProfit', { yuan: s.takeProfit })}`}
    </p>
  );
}

export function StatusTag({ status }: { status: ChasePlanSummary['status'] }) {
  const { t } = useTranslation();
  return <span className={`${styles.status} ${status === 'running' ? styles.running : ''}`} data-testid="chase-status" data-status={status}>{t(`ai-chase.status.${status}`)}</span>;
}

/** One chase plan: its settings, where it stands, every step, and ending it. */
export function ChaseDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useChaseDetail(id);
  const save = useSaveChase();
  const end = async () => {
    const ok = await Dialog.confirm({ content: t('ai-chase.detail.confirmEnd'), confirmText: t('ai-chase.detail.end'), cancelText: t('ai-chase.form.cancel') });
    if (ok) save.mutate({ id, end: true }, { onSuccess: () => showToast(t('ai-chase.detail.ended')) });
  };
  return (
    <LoadState query={query} rows={5}>
      {(plan) => (
        <div data-testid="chase-detail">
          <div className={styles.card}>
            <div className={styles.row}>
              <p className={styles.title}>{t(`ai-chase.line.${plan.settings.line}`)}</p>
              <StatusTag status={plan.status} />
            </div>
            <SettingsLine plan={plan} />
            <div className={styles.row}>
              <span>{t('ai-chase.detail.staked', { yuan: yuan(plan.staked) })}</span>
              <span className={plan.balance >= 0 ? styles.up : styles.down} data-testid="chase-balance">{t('ai-chase.detail.balance', { yuan: signedYuan(plan.balance) })}</span>
            </div>
            {plan.status === 'running' ? (
              <p className={styles.muted}>
                {t('ai-chase.detail.allowance', { yuan: yuan(plan.lossAllowance) })}
                {plan.nextStake === null ? '' : ` · ${t('ai-chase.detail.next', { yuan: yuan(plan.nextStake) })}`}
              </p>
            ) : null}
          </div>
          <div className={styles.card}><StakeTable steps={plan.stepList} /></div>
          {plan.status === 'running' ? (
            <div style={{ padding: '0 8px' }}>
              <Button block size="small" loading={save.isPending} onClick={() => void end()} data-testid="chase-end">{t('ai-chase.detail.end')}</Button>
            </div>
          ) : null}
        </div>
      )}
    </LoadState>
  );
}
