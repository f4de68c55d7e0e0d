import { Button } from 'antd-mobile';
import type { Game } from '@scoreline/lottery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { summarise, toPlanInput } from '../model/compute.ts';
import { useFilter } from '../model/use-worker.ts';
import { saveDraft, useDraft, type DraftFilters } from '../model/draft.ts';
import { lotteryPaths } from '../model/games.ts';
import { useProblemText } from '../model/problem.ts';
import { Disclaimer } from './disclaimer.tsx';
import { LotteryLayout } from './lottery-layout.tsx';
import { NoPlan } from './no-plan.tsx';
import styles from './lottery.module.css';

/** The conditions each game offers (lottery-rules §10); decimal ones take prices, the rest counts. */
const POOL_METRICS = ['count3', 'count1', 'count0', 'sum', 'breaks', 'longestRun'] as const;
const ODDS_METRICS = ['prizeRange', 'oddsSum', 'favourites', 'count3', 'count1', 'count0'] as const;
const DECIMAL = new Set(['prizeRange', 'oddsSum']);
type Metric = (typeof POOL_METRICS)[number] | (typeof ODDS_METRICS)[number];
type Bounds = Record<string, { on: boolean; lo: string; hi: string }>;

function toFilters(bounds: Bounds, tolerance: string): DraftFilters {
  const out: DraftFilters = {};
  for (const [name, b] of Object.entries(bounds)) {
    if (!b.on || b.lo === '' || b.hi === '') continue;
    out[name] = DECIMAL.has(name) ? [b.lo, b.hi] : [Number(b.lo), Number(b.hi)];
  }
  if (Number(tolerance) > 0) out.tolerance = Number(tolerance);
  return out;
}

/** 缩水过滤: conditions that remove single bets; the kept count and cost update as the user types. */
export function FilterView({ game }: { game: Game }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const draft = useDraft(game);
  const metrics: readonly Metric[] = game === 'sfc' || game === 'rjiu' ? POOL_METRICS : ODDS_METRICS;
  const [bounds, setBounds] = useState<Bounds>(() =>
    Object.fromEntries(metrics.map((m) => {
      const saved = draft.filters?.[m];
      return [m, Array.isArray(saved) ? { on: true, lo: String(saved[0]), hi: String(saved[1]) } : { on: false, lo: '', hi: '' }];
    })),
  );
  const [tolerance, setTolerance] = useState(String(draft.filters?.tolerance ?? 0));
  const base = useMemo(() => ({ ...draft, optimisation: undefined, filters: undefined }), [draft]);
  const computed = useMemo(() => (base.matches.length > 0 ? summarise(base) : null), [base]);
  const filters = toFilters(bounds, tolerance);
  const active = Object.keys(filters).some((k) => k !== 'tolerance');
  // Filtering enumerates up to 100,000 bets: it runs in the worker while the user types.
  const job = useFilter(computed?.ok && active ? toPlanInput(base) : null, active ? filters : null);
  const kept = job.status === 'done' ? { ok: true as const, value: job.value } : job.status === 'failed' ? { ok: false as const, problem: job.problem } : null;
  if (!computed?.ok) return <LotteryLayout title={t('lottery.filtersTitle')} testId="filters-page"><NoPlan game={game} problem={computed && !computed.ok ? computed.problem : null} /></LotteryLayout>;
  // Typing a bound turns its condition on; the checkbox can turn it off again.
  const set = (m: string, patch: Partial<Bounds[string]>) => setBounds((b) => ({ ...b, [m]: { lo: '', hi: '', ...b[m], on: true, ...patch } }));
  const apply = () => {
    saveDraft({ ...base, ...(active ? { filters } : {}) });
    void navigate(`${lotteryPaths.save}?game=${game}`);
  };
  return (
    <LotteryLayout
      title={t('lottery.filtersTitle')}
      testId="filters-page"
      footer={
        <div className={styles.footer}>
          <div className={styles.summary} data-testid="filters-kept">
            {kept?.ok ? t('lottery.kept', { kept: kept.value.bets, cost: kept.value.cost }) : t('lottery.kept', { kept: computed.value.summary.bets, cost: computed.value.summary.cost })}
          </div>
          {kept && !kept.ok && <div className={styles.problem}>{problemText(kept.problem)}</div>}
          <div className={styles.actions}>
            <Button size="small" onClick={() => setBounds((b) => Object.fromEntries(Object.keys(b).map((k) => [k, { on: false, lo: '', hi: '' }])))}>{t('lottery.removeFilters')}</Button>
            <Button size="small" color="danger" disabled={active && (kept === null || !kept.ok || kept.value.bets === 0)} onClick={apply} data-testid="filters-apply">{t('lottery.applyFilters')}</Button>
          </div>
        </div>
      }
    >
      {metrics.map((m) => (
        <label key={m} className={styles.field}>
          <span>
            <input type="checkbox" className={styles.check} checked={bounds[m]?.on ?? false} onChange={(e) => set(m, { on: e.target.checked })} /> {t(`lottery.metric.${m}`)}
          </span>
          <input inputMode="decimal" placeholder={t('lottery.from')} value={bounds[m]?.lo ?? ''} onChange={(e) => set(m, { lo: e.target.value })} data-testid={`filter-${m}-lo`} />
          <input inputMode="decimal" placeholder={t('lottery.to')} value={bounds[m]?.hi ?? ''} onChange={(e) => set(m, { hi: e.target.value })} data-testid={`filter-${m}-hi`} />
        </label>
      ))}
      <label className={styles.form}>
        {t('lottery.tolerance')}
        <input inputMode="numeric" value={tolerance} onChange={(e) => setTolerance(e.target.value.replace(/\D/g, ''))} data-testid="filter-tolerance" />
      </label>
      <Disclaimer />
    </LotteryLayout>
  );
}
