import { Button, Stepper } from 'antd-mobile';
import { MAX_PLAN_MULTIPLE } from '@scoreline/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { summarise } from '../model/compute.ts';
import { saveDraft, type Draft } from '../model/draft.ts';
import { useProblemText } from '../model/problem.ts';
import { GAMES, lotteryPaths } from '../model/games.ts';
import { clearSelection, passesFor, setMultiple, togglePass } from '../model/selection.ts';
import styles from './lottery.module.css';

/**
 * The bottom of a calculator: legal pass types, the multiple, and the live bets / cost / prize
 * range (recomputed on every tap by the package's formulas, never by enumerating), with the way
 * on to split details, optimisation, filters and saving.
 */
export function CalcFooter({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const config = GAMES[draft.game];
  const pool = draft.game === 'sfc' || draft.game === 'rjiu';
  const legal = useMemo(() => (pool ? [] : passesFor(draft.game, draft.matches)), [pool, draft.game, draft.matches]);
  const computed = useMemo(() => (draft.matches.length > 0 ? summarise(draft) : null), [draft]);
  const summary = computed?.ok ? computed.value.summary : null;
  const go = (path: string) => () => void navigate(`${path}?game=${draft.game}`);

  return (
    <footer className={styles.footer} data-testid="calc-footer">
      {legal.length > 0 && (
        <div className={styles.passes} data-testid="calc-passes">
          {legal.map((p) => (
            <button key={p} type="button" className={`${styles.pass} ${draft.passes.includes(p) ? styles.passOn : ''}`} onClick={() => saveDraft(togglePass(draft, p))} data-testid={`calc-pass-${p}`}>
              {p}
            </button>
          ))}
        </div>
      )}
      <div className={styles.summary}>
        <span>{t('lottery.multiple')}</span>
        <Stepper min={1} max={MAX_PLAN_MULTIPLE} value={draft.multiple} onChange={(v) => saveDraft(setMultiple(draft, Math.max(1, Math.floor(v || 1))))} data-testid="calc-multiple" />
        <span data-testid="calc-bets">{t('lottery.bets', { count: summary?.bets ?? 0 })}</span>
        <strong data-testid="calc-cost">¥{summary?.cost ?? '0.00'}</strong>
      </div>
      {summary?.minPrize !== undefined && (
        <div className={styles.summary} data-testid="calc-range">
          {t('lottery.prizeRange')} <strong>¥{summary.minPrize}</strong> – <strong>¥{summary.maxPrize}</strong>
          {summary.approximate ? ` ${t('lottery.approximate')}` : ''}
        </div>
      )}
      {computed && !computed.ok && (
        <div className={styles.problem} data-testid="calc-problem">
          {problemText(computed.problem)}
        </div>
      )}
      <div className={styles.actions}>
        <Button size="small" onClick={() => saveDraft(clearSelection(draft))} data-testid="calc-clear">
          {t('lottery.clear')}
        </Button>
        <Button size="small" disabled={!summary} onClick={go(lotteryPaths.split)} data-testid="calc-split">
          {t('lottery.split')}
        </Button>
        {config.bonus && (
          <Button size="small" disabled={!summary} onClick={go(config.bonus)} data-testid="calc-bonus">
            {t('lottery.optimise')}
          </Button>
        )}
        <Button size="small" disabled={!summary} onClick={go(config.filters)} data-testid="calc-filter">
          {t('lottery.filter')}
        </Button>
        <Button size="small" color="danger" disabled={!summary} onClick={go(lotteryPaths.save)} data-testid="calc-save">
          {t('lottery.save')}
        </Button>
      </div>
    </footer>
  );
}
