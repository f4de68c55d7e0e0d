import { Button } from 'antd-mobile';
import { MAX_OPTIMISED_ROWS, OPTIMISE_MODES, type OptimiseMode } from '@scoreline/contract';
import type { Game, OptimiseResult, SplitRow } from '@scoreline/lottery';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { optimise, split, summarise } from '../model/compute.ts';
import { saveDraft, useDraft } from '../model/draft.ts';
import { lotteryPaths } from '../model/games.ts';
import { useProblemText, type LotteryProblem } from '../model/problem.ts';
import { BetRows } from './bet-rows.tsx';
import { Disclaimer } from './disclaimer.tsx';
import { LotteryLayout } from './lottery-layout.tsx';
import { NoPlan } from './no-plan.tsx';
import styles from './lottery.module.css';

/**
 * 奖金优化 (lottery-rules §9): a budget spread over the plan's single bets in one of four modes;
 * the result can be saved as the plan (per-bet multiples replace the plan multiple).
 */
export function BonusView({ game }: { game: Game }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useDraft(game);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Optimised plans carry multiple 1: the per-bet multiples are the whole stake.
  const base = useMemo(() => ({ ...draft, multiple: 1, optimisation: undefined, filters: undefined }), [draft]);
  const computed = useMemo(() => (base.matches.length > 0 ? summarise(base) : null), [base]);
  const bets = computed?.ok ? computed.value.summary.bets : 0;
  const rows = useMemo<SplitRow[]>(() => {
    if (!computed?.ok || bets > MAX_OPTIMISED_ROWS) return [];
    const made = split(computed.value.plan);
    return made.ok ? made.value.rows : [];
  }, [computed, bets]);
  const [budget, setBudget] = useState(() => draft.optimisation?.budget ?? String(Math.max(2 * bets, 100)));
  const [mode, setMode] = useState<OptimiseMode>(draft.optimisation?.mode ?? 'average');
  const [protect, setProtect] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<{ value: OptimiseResult; budget: string; mode: OptimiseMode; protect: number[] } | null>(null);
  const [problem, setProblem] = useState<LotteryProblem | null>(null);
  const problemText = useProblemText();

  if (!computed?.ok) return <LotteryLayout title={t('lottery.bonusTitle')} testId="bonus-page"><NoPlan game={game} problem={computed && !computed.ok ? computed.problem : null} /></LotteryLayout>;
  const run = () => {
    const chosen = mode === 'protect' ? [...protect].sort((a, b) => a - b) : [];
    const made = optimise(computed.value.plan, { budget, mode, ...(chosen.length > 0 ? { protect: chosen } : {}) });
    if (made.ok) setResult({ value: made.value, budget, mode, protect: chosen });
    setProblem(made.ok ? null : made.problem);
  };
  const apply = () => {
    if (!result) return;
    saveDraft({ ...base, optimisation: { budget: result.budget, mode: result.mode, protect: result.protect, multiples: result.value.multiples } });
    void navigate(`${lotteryPaths.save}?game=${game}`);
  };
  const lowest = result ? result.value.returns.reduce((a, b) => (Number(a) <= Number(b) ? a : b)) : null;
  return (
    <LotteryLayout title={t('lottery.bonusTitle')} testId="bonus-page" scrollRef={scrollRef} footer={result && <div className={styles.footer}><Button block color="danger" onClick={apply} data-testid="bonus-apply">{t('lottery.useOptimised')}</Button></div>}>
      {bets > MAX_OPTIMISED_ROWS ? (
        <p className={styles.problem} data-testid="bonus-too-many">{t('lottery.optimiseLimit', { limit: MAX_OPTIMISED_ROWS, count: bets })}</p>
      ) : (
        <>
          <label className={styles.form}>
            {t('lottery.budget')}
            <input inputMode="numeric" value={budget} onChange={(e) => setBudget(e.target.value.replace(/\D/g, ''))} data-testid="bonus-budget" />
            <Button size="small" color="danger" onClick={run} data-testid="bonus-run">{t('lottery.runOptimise')}</Button>
          </label>
          <p className={styles.note}>{t('lottery.budgetHint', { min: 2 * bets })}</p>
          <div className={styles.modes}>
            {OPTIMISE_MODES.map((m) => (
              <button key={m} type="button" className={`${styles.pass} ${mode === m ? styles.passOn : ''}`} onClick={() => setMode(m)} data-testid={`bonus-mode-${m}`}>
                {t(`lottery.mode.${m}`)}
              </button>
            ))}
          </div>
          {mode === 'protect' && <p className={styles.note}>{t('lottery.protectHint')}</p>}
          {problem && <p className={styles.problem} data-testid="bonus-problem">{problemText(problem)}</p>}
          {result && (
            <p className={styles.note} data-testid="bonus-result">
              {t('lottery.lowestReturn', { amount: lowest })}
              {!result.value.protected && result.mode !== 'average' ? ` · ${t('lottery.notProtected')}` : ''}
              {result.value.tie ? ` · ${t('lottery.tie')}` : ''}
            </p>
          )}
          <BetRows
            rows={rows}
            matches={draft.matches}
            scrollRef={scrollRef}
            {...(mode === 'protect'
              ? { lead: (i: number) => <input type="checkbox" className={styles.check} checked={protect.has(i)} onChange={() => setProtect((s) => { const next = new Set(s); if (next.has(i)) next.delete(i); else next.add(i); return next; })} aria-label="protect" /> }
              : {})}
            amount={(row, i) => (result ? <span>×{result.value.multiples[i]} <b data-testid={`bonus-return-${i}`}>¥{result.value.returns[i]}</b></span> : <b>¥{row.unit}</b>)}
          />
        </>
      )}
      <Disclaimer />
    </LotteryLayout>
  );
}
