import styles from './ai-models.module.css';

export interface ProbabilityOption {
  code: string;
  probability: number;
}

/** A published distribution as bars, in the published order; the most probable option is marked. */
export function ProbabilityBars({ options, label, testId }: { options: readonly ProbabilityOption[]; label: (code: string) => string; testId?: string }) {
  const top = options.reduce<ProbabilityOption | null>((best, o) => (!best || o.probability > best.probability ? o : best), null);
  return (
    <div className={styles.bars} data-testid={testId}>
      {options.map((o) => (
        <div key={o.code} className={`${styles.bar} ${o === top ? styles.top : ''}`} data-testid="probability-bar" data-top={o === top ? 'true' : undefined}>
          <span>{label(o.code)}</span>
          <span className={styles.track}>
            <span className={styles.fill} style={{ width: `${Math.max(0, Math.min(1, o.probability)) * 100}%`, display: 'block' }} />
          </span>
          <span className={styles.value}>{(o.probability * 100).toFixed(1)}%</span>
        </div>
      ))}
    </div>
  );
}
