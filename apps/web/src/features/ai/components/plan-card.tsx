import type { AiPick, AiPlan } from '@scoreline/contract';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { beijingDayTime } from '../../../lib/time/beijing.ts';
import { useSalesClosed } from '../hooks/use-sales-closed.ts';
import styles from './ai.module.css';

/** A pick as the lottery writes it, e.g. "胜平负 主胜 @1.85" or "大小分 大 226.5 @1.72". */
export function PickLabel({ pick }: { pick: AiPick }) {
  const { t } = useTranslation();
  const state = pick.hit === null ? '' : pick.hit ? styles.hit : styles.miss;
  const line = pick.line === null ? '' : ` ${pick.line > 0 && pick.play === 'rf' ? '+' : ''}${pick.line}`;
  return (
    <span className={`${styles.pick} ${state}`} data-testid="ai-pick">
      {t(`ai.play.${pick.play}`)} {t(`ai.code.${pick.play}.${pick.code}`, { defaultValue: pick.code })}
      {line} @{(pick.lotteryOdds / 100).toFixed(2)} · {Math.round(pick.probability * 100)}%
    </span>
  );
}

export interface PlanCardProps {
  plan: AiPlan;
  onBuy?: (plan: AiPlan) => void;
  buying?: boolean;
  /** Today's VIP free views that would open this plan (0 or absent: it costs coins). */
  freeViews?: number;
  onVerify?: (plan: AiPlan) => void;
}

/** One plan: its matches, the picks (or a buy button while locked), the result and the chain proof. */
export function PlanCard({ plan, onBuy, buying, freeViews = 0, onVerify }: PlanCardProps) {
  const { t } = useTranslation();
  const closed = useSalesClosed(plan.kickoffAt);
  return (
    <div className={styles.card} data-testid={`ai-plan-${plan.id}`}>
      <div className={styles.row}>
        <p className={styles.title}>
          {t(`ai.type.${plan.planType}`)} {plan.legs > 1 ? t('ai.parlay') : t('ai.single')}
        </p>
        {plan.settlement ? (
          <Tag color={plan.settlement.outcome === 'won' ? 'danger' : 'default'}>
            {t(`ai.outcome.${plan.settlement.outcome}`)} {plan.settlement.returnUnits.toFixed(2)}
          </Tag>
        ) : null}
      </div>
      {plan.matches.map((m) => (
        <p key={m.fixtureId} className={styles.match}>
          {m.competition} {beijingDayTime(m.kickoffAt)} · {m.home} {m.score ? `${m.score.home}:${m.score.away}` : 'vs'} {m.away}
        </p>
      ))}
      {plan.picks ? (
        <div>{plan.picks.map((p) => <PickLabel key={`${p.fixtureId}-${p.play}`} pick={p} />)}</div>
      ) : (
        <div className={styles.row}>
          <span className={styles.muted}>{t('ai.locked')}</span>
          {onBuy && closed ? (
            <Button className={styles.buy} size="small" shape="rounded" disabled data-testid="ai-sales-closed">
              {t('ai.salesClosed')}
            </Button>
          ) : onBuy ? (
            <Button className={styles.buy} size="small" color="primary" shape="rounded" loading={buying} onClick={() => onBuy(plan)} data-testid="ai-buy">
              {freeViews > 0 ? t('ai.useFreeView') : t('ai.buy', { coins: plan.priceCoins })}
            </Button>
          ) : null}
        </div>
      )}
      <div className={styles.row}>
        <span className={styles.hash} title={plan.proof.hash}>
          #{plan.proof.seq} {plan.proof.hash.slice(0, 16)}… · {t('ai.publishedAt', { time: beijingDayTime(plan.proof.publishedAt) })}
        </span>
        {onVerify ? (
          <Button size="mini" fill="outline" onClick={() => onVerify(plan)} data-testid="ai-verify">
            {t('ai.verify.button')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
