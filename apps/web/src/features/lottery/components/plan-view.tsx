import type { PlanRecord } from '@scoreline/contract';
import { formatFen, parseMoney } from '@scoreline/lottery';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { numberLabel, optionLabel, priceLabel, signed } from '../model/labels.ts';
import styles from './lottery.module.css';
import { inOrder, sidesOf } from '../../../lib/sides.ts';
import { beijingDayTime } from '../../../lib/time/beijing.ts';

/** sfc/rjiu: the user's per-bet estimates times the winning bets of each level, with the multiple. */
function estimatedPrize(plan: PlanRecord): string | null {
  const s = plan.settlement;
  if (!plan.estimates || s?.level1 === null || s?.level1 === undefined) return null;
  const fen = s.level1 * parseMoney(plan.estimates.level1, 'level1') + (s.level2 ?? 0) * parseMoney(plan.estimates.level2 ?? '0', 'level2');
  return formatFen(fen * plan.multiple);
}

/** An optimised plan's stake is its combinations' own multiples (its plan multiple is always 1). */
function multipleLabel(t: TFunction, plan: PlanRecord): string {
  if (!plan.optimisation) return t('lottery.timesMultiple', { n: plan.multiple });
  return t('lottery.optimisedMultiple', { n: plan.optimisation.multiples.reduce((sum, m) => sum + m, 0) });
}

/** A saved plan as saved: its matches and picks with the odds it was made with, results and prize. */
export function PlanView({ plan }: { plan: PlanRecord }) {
  const { t } = useTranslation();
  const s = plan.settlement;
  const sides = sidesOf(plan.game === 'jclq' ? 'basketball' : 'football');
  return (
    <div data-testid="plan-view">
      <div className={styles.stats}>
        <span><b data-testid="plan-bets">{plan.bets}</b>{t('lottery.betsLabel')}</span>
        <span><b data-testid="plan-cost">¥{plan.cost}</b>{t('lottery.cost')}</span>
        <span><b>{plan.minPrize ? `${plan.minPrize}–${plan.maxPrize}` : plan.passes.join(' ') || t(`lottery.game.${plan.game}`)}</b>{plan.minPrize ? t('lottery.prizeRange') : t('lottery.passes')}</span>
      </div>
      <p className={styles.note} data-testid="plan-status">
        {t(`lottery.game.${plan.game}`)}
        {plan.issue ? ` · ${t('lottery.issue', { number: plan.issue })}` : ''} · {plan.passes.join(' ')} · <span data-testid="plan-multiple">{multipleLabel(t, plan)}</span> · {t('lottery.savedAt', { time: beijingDayTime(plan.createdAt) })}
        <br />
        {plan.status === 'pending' && t('lottery.pending')}
        {s && s.prize !== null && (Number(s.prize) > 0 ? t('lottery.won', { prize: s.prize, count: s.winningBets ?? 0 }) : t('lottery.noWin'))}
        {s && s.level1 !== null && t('lottery.levels', { l1: s.level1, l2: s.level2 ?? 0 })}
        {estimatedPrize(plan) !== null && ` · ${t('lottery.estimatedPrize', { amount: estimatedPrize(plan) })}`}
        {plan.status === 'settled' && s?.prize === null && s.level1 === null && t('lottery.resultsOnly')}
        {plan.note ? ` · ${plan.note}` : ''}
      </p>
      {plan.optimisation && <p className={styles.note}>{t('lottery.optimised', { mode: t(`lottery.mode.${plan.optimisation.mode}`), budget: plan.optimisation.budget })}</p>}
      {plan.filters && <p className={styles.note}>{t('lottery.filtered')}</p>}
      {plan.matches.map((m) => (
        <div key={m.id} className={styles.card} data-testid={`plan-match-${m.id}`}>
          <div className={styles.cardHead}>
            <b>{m.number === null ? null : numberLabel(t, m.number)}</b>
            <span className={styles.teams}>{inOrder(sides, m).map((team) => team.name).join(' vs ')}</span>
            <span>{m.score ? inOrder(sides, m.score).join(':') : beijingDayTime(m.kickoffAt)}</span>
            {m.banker && <span className={`${styles.banker} ${styles.bankerOn}`}>{t('lottery.banker')}</span>}
          </div>
          <div className={styles.optionsWide}>
            {m.picks.map((p) => (
              <span key={`${p.play ?? ''}${p.option}`} className={`${styles.option} ${p.won === true ? styles.won : p.won === false ? styles.lost : ''}`}>
                <span>
                  {optionLabel(t, p.play ?? 'SPF', p.option)}
                  {p.play === 'RQSPF' || p.play === 'RFSF' ? ` ${signed(m.handicap)}` : p.play === 'DXF' ? ` ${m.line ?? ''}` : ''}
                </span>
                {p.odds && <small>{priceLabel(p.odds)}</small>}
              </span>
            ))}
          </div>
        </div>
      ))}
      <p className={styles.note}>{t('lottery.oddsNote')}</p>
    </div>
  );
}
