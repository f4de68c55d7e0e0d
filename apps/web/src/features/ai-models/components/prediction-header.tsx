import type { PredictionCard } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';
import { beijingDayTime } from '../../../lib/time/beijing.ts';


/** The free part of a prediction: the match, when it was published and its place in the chain. */
export function PredictionHeader({ card }: { card: PredictionCard }) {
  const { t } = useTranslation();
  const m = card.match;
  return (
    <div className={styles.card} data-testid={`prediction-${card.id}`}>
      <p className={styles.title}>{m.home} {m.score ? `${m.score.home}:${m.score.away}` : 'vs'} {m.away}</p>
      <p className={styles.muted}>{m.competition} · {beijingDayTime(m.kickoffAt)}</p>
      <p className={styles.hash} title={card.proof.hash}>
        #{card.proof.seq} {card.proof.hash.slice(0, 16)}… · {t('ai-models.publishedAt', { time: beijingDayTime(card.proof.publishedAt) })}
      </p>
      {card.valuePlays.length ? <p className={styles.muted}>{t('ai-models.valuePlays', { plays: card.valuePlays.map((p) => t(`ai-models.play.${p}`, { defaultValue: p })).join(' · ') })}</p> : null}
    </div>
  );
}
