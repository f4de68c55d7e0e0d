import type { FootballProbabilities } from '@scoreline/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';
import { ProbabilityBars } from './probability-bars.tsx';

/** The correct scores worth showing: the published ones above half a percent, most probable first. */
const likelyScores = (bf: FootballProbabilities['bf']) => [...bf].sort((a, b) => b.probability - a.probability).filter((o) => o.probability >= 0.005).slice(0, 10);

/** A football prediction's published distributions: 1X2, handicap, total goals, over/under, half/full, correct score. */
export function FootballModelView({ p }: { p: FootballProbabilities }) {
  const { t } = useTranslation();
  const section = (title: string, node: ReactNode) => (
    <div className={styles.card}>
      <p className={styles.title}>{title}</p>
      {node}
    </div>
  );
  return (
    <div data-testid="football-model">
      {section(t('ai-models.play.spf'), <ProbabilityBars options={p.spf} label={(c) => t(`ai-models.code.spf.${c}`, { defaultValue: c })} testId="bars-spf" />)}
      {section(`${t('ai-models.play.rqspf')} (${p.rqspf.handicap > 0 ? '+' : ''}${p.rqspf.handicap})`, <ProbabilityBars options={p.rqspf.outcomes} label={(c) => t(`ai-models.code.spf.${c}`, { defaultValue: c })} />)}
      {section(t('ai-models.play.jqs'), <ProbabilityBars options={p.jqs} label={(c) => c} />)}
      {section(`${t('ai-models.play.ou')} (${p.ou.line})`, <ProbabilityBars options={p.ou.outcomes} label={(c) => t(`ai-models.code.ou.${c}`, { defaultValue: c })} />)}
      {section(t('ai-models.play.bqc'), <ProbabilityBars options={p.bqc} label={(c) => c.split('').map((x) => t(`ai-models.code.spf.${x}`, { defaultValue: x })).join('/')} />)}
      {section(t('ai-models.play.bf'), <ProbabilityBars options={likelyScores(p.bf)} label={(c) => c} />)}
      <p className={styles.note}>{t(`ai-models.source.${p.source}`, { defaultValue: p.source })}</p>
    </div>
  );
}
