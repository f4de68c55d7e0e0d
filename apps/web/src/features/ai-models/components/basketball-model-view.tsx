import type { BasketballProbabilities } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';
import { ProbabilityBars } from './probability-bars.tsx';

const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

/** A basketball prediction's published numbers: moneyline, spread, total and the 12 margin bands. */
export function BasketballModelView({ p }: { p: BasketballProbabilities }) {
  const { t } = useTranslation();
  return (
    <div data-testid="basketball-model">
      <div className={styles.card}>
        <p className={styles.title}>{t('ai-models.play.sf')}</p>
        <ProbabilityBars options={p.sf} label={(c) => t(`ai-models.code.sf.${c}`, { defaultValue: c })} testId="bars-sf" />
      </div>
      <div className={styles.card}>
        <p className={styles.title}>{t('ai-models.play.rf')} ({t('ai-models.homeLine', { line: signed(p.rf.line) })})</p>
        <ProbabilityBars options={p.rf.outcomes} label={(c) => t(`ai-models.code.rf.${c}`, { defaultValue: c })} testId="bars-rf" />
      </div>
      <div className={styles.card}>
        <p className={styles.title}>{t('ai-models.play.dxf')} ({p.dxf.line})</p>
        <ProbabilityBars options={p.dxf.outcomes} label={(c) => t(`ai-models.code.ou.${c}`, { defaultValue: c })} testId="bars-dxf" />
      </div>
      <div className={styles.card}>
        <p className={styles.title}>{t('ai-models.play.sfc')}</p>
        <ProbabilityBars options={p.sfc} label={(c) => t(`ai-models.code.sfc.${c}`, { defaultValue: c })} testId="bars-sfc" />
      </div>
      <p className={styles.note}>{t(`ai-models.source.${p.source}`, { defaultValue: p.source })}</p>
    </div>
  );
}
