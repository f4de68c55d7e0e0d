import { Button, Input, List } from 'antd-mobile';
import { Status, type PlanInput } from '@scoreline/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api/index.ts';
import { usePlans, useSavePlan, useSaveTips } from '../api/lottery-api.ts';
import { Disclaimer } from '../components/disclaimer.tsx';
import { LotteryLayout } from '../components/lottery-layout.tsx';
import { NoPlan } from '../components/no-plan.tsx';
import { useDraftPlan } from '../components/use-draft-plan.ts';
import { claimedFigures, toPlanInput } from '../model/compute.ts';
import type { Draft } from '../model/draft.ts';
import { GAMES } from '../model/games.ts';
import { useProblemText } from '../model/problem.ts';
import styles from '../components/lottery.module.css';
import { beijingDayTime } from '../../../lib/time/beijing.ts';

const LOGIN_PATH = '/pages/user/login';

function toSaveInput(draft: Draft, claimed: { bets: number; cost: string }, note: string, estimates: { level1: string; level2: string }): PlanInput {
  const plan = toPlanInput(draft);
  return {
    game: draft.game,
    ...(draft.issue ? { issue: draft.issue } : {}),
    matches: draft.matches.map((m, i) => ({ ...plan.matches[i], id: m.id, banker: m.banker, picks: plan.matches[i]?.picks.map((p) => ({ option: p.option, ...(p.play ? { play: p.play } : {}), ...(p.odds ? { odds: p.odds } : {}) })) ?? [] })),
    passes: draft.passes,
    multiple: draft.multiple,
    ...(draft.optimisation ? { optimisation: draft.optimisation } : {}),
    ...(draft.filters ? { filters: draft.filters } : {}),
    ...(estimates.level1 ? { estimates: { level1: estimates.level1, ...(estimates.level2 ? { level2: estimates.level2 } : {}) } } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
    claimed,
  };
}

/** 保存方案: the plan as it will be stored, the limits, and the caller's saved plans of this kind. */
export default function PlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { game, draft, computed, problem } = useDraftPlan();
  const problemText = useProblemText();
  const config = GAMES[game];
  const tips = useSaveTips();
  const save = useSavePlan(config.kind);
  const plans = usePlans(config.kind, tips.data?.saved !== null && tips.data !== undefined);
  const [note, setNote] = useState('');
  const [estimates, setEstimates] = useState({ level1: '', level2: '' });
  const needsLogin = tips.data?.saved === null || (isApiError(save.error, 'status') && (save.error.status === Status.notLoggedIn || save.error.status === Status.forbidden));
  // Once per plan, not per keystroke in the note: with filters it enumerates the bets.
  const claimed = useMemo(() => (computed ? claimedFigures(draft, computed.plan, computed.summary) : null), [draft, computed]);
  const submit = () => {
    if (!claimed?.ok) return;
    save.mutate(toSaveInput(draft, claimed.value, note, estimates), { onSuccess: (record) => void navigate(`${config.detail}?id=${record.id}`) });
  };
  const pool = game === 'sfc' || game === 'rjiu';
  return (
    <LotteryLayout title={t('lottery.saveTitle')} testId="plan-page">
      {!computed && <NoPlan game={game} problem={problem} />}
      {computed && claimed && (
        <>
          <div className={styles.stats}>
            <span><b data-testid="save-bets">{claimed.ok ? claimed.value.bets : '–'}</b>{t('lottery.betsLabel')}</span>
            <span><b data-testid="save-cost">¥{claimed.ok ? claimed.value.cost : '–'}</b>{t('lottery.cost')}</span>
            <span><b>{draft.passes.join(' ') || t(`lottery.game.${game}`)}</b>{t('lottery.passes')}</span>
          </div>
          {draft.optimisation && <p className={styles.note}>{t('lottery.optimised', { mode: t(`lottery.mode.${draft.optimisation.mode}`), budget: draft.optimisation.budget })}</p>}
          {draft.filters && <p className={styles.note}>{t('lottery.filtered')}</p>}
          {!claimed.ok && <p className={styles.problem}>{problemText(claimed.problem)}</p>}
          <List>
            <List.Item title={t('lottery.note')}>
              <Input value={note} maxLength={40} placeholder={t('lottery.notePlaceholder')} onChange={setNote} data-testid="save-note" />
            </List.Item>
            {pool && (
              <List.Item title={t('lottery.estimates')}>
                <Input value={estimates.level1} placeholder={t('lottery.level1')} onChange={(v) => setEstimates((e) => ({ ...e, level1: v.replace(/[^\d.]/g, '') }))} />
                {game === 'sfc' && <Input value={estimates.level2} placeholder={t('lottery.level2')} onChange={(v) => setEstimates((e) => ({ ...e, level2: v.replace(/[^\d.]/g, '') }))} />}
              </List.Item>
            )}
          </List>
          <div className={styles.form}>
            {needsLogin ? (
              <>
                <span>{t('lottery.loginToSave')}</span>
                <Button color="danger" size="small" onClick={() => void navigate(LOGIN_PATH)} data-testid="save-login">{t('lottery.login')}</Button>
              </>
            ) : (
              <Button block color="danger" loading={save.isPending} disabled={!claimed.ok} onClick={submit} data-testid="save-submit">{t('lottery.saveSubmit')}</Button>
            )}
          </div>
          {tips.data && <p className={styles.note}>{t('lottery.limits', { max: tips.data.maxSavedPlans, multiple: tips.data.maxPlanMultiple, rows: tips.data.maxOptimisedRows })}</p>}
        </>
      )}
      {plans.data && (
        <List header={t('lottery.myPlans')} data-testid="my-plans">
          {plans.data.items.length === 0 && <List.Item>{t('lottery.noPlans')}</List.Item>}
          {plans.data.items.map((p) => (
            <List.Item key={p.id} onClick={() => void navigate(`${GAMES[p.game].detail}?id=${p.id}`)} description={`${beijingDayTime(p.createdAt)} · ${t('lottery.bets', { count: p.bets })} · ¥${p.cost}`} extra={p.settlement?.prize ? `¥${p.settlement.prize}` : p.status === 'settled' ? t('lottery.settled') : t('lottery.pending')}>
              {p.title}
            </List.Item>
          ))}
        </List>
      )}
      <Disclaimer />
    </LotteryLayout>
  );
}
