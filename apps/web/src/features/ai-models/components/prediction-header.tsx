import type { PredictionCard } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';

// Beijing time, as the score rows show it (the product's users are in China), whatever the phone's zone.
const time = (ms: number) => new Date(ms).toLocaleString(undefined, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' });

/** The free part of a prediction: the match, when it was published and its place in the chain. */
export function PredictionHeader({ card }: { card: PredictionCard }) {
  const { t } = useTranslation();
  const m = card.match;
  return (
    <div className={styles.card} data-testid={`prediction-${card.id}`}>
      <p className={styles.title}>{m.home} {m.score ? `${m.score.home}:${m.score.away}` : 'vs'} {m.away}</p>
      <p className={styles.muted}>{m.competition} · {time(m.kickoffAt)}</p>
      <p className={styles.hash} title={card.proof.hash}>
        #{card.proof.seq} {card.proof.hash.slice(0, 16)}… · {t('ai-models.publishedAt', { time: time(card.proof.publishedAt) })}
      </p>
      {card.valuePlays.length ? <p className={styles.muted}>{t('ai-models.valuePlays', { plays: card.valuePlays.map((p) => t(`ai-models.play.${p}`, { defaultValue: p })).join(' · ') })}</p> : null}
    </div>
  );
}
