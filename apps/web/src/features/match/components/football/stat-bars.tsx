import styles from '../match.module.css';

export interface StatLine {
  key: string;
  label: string;
  home: number | null;
  away: number | null;
}

/** Side-by-side bars: each side's share of a statistic, the leader's bar in its colour. */
export function StatBars({ lines }: { lines: readonly StatLine[] }) {
  return (
    <div data-testid="match-stats">
      {lines.map((line) => {
        const home = line.home ?? 0;
        const away = line.away ?? 0;
        const total = home + away;
        const homeShare = total === 0 ? 0 : (home / total) * 100;
        const awayShare = total === 0 ? 0 : (away / total) * 100;
        return (
          <div key={line.key} className={styles.statRow}>
            <div className={styles.statLabels}>
              <span>{line.home ?? '–'}</span>
              <span>{line.label}</span>
              <span>{line.away ?? '–'}</span>
            </div>
            <div className={styles.statBars}>
              <div className={styles.statBar}>
                <div className={styles.statHome} style={{ width: `${homeShare}%` }} />
              </div>
              <div className={styles.statBar}>
                <div className={styles.statAway} style={{ width: `${awayShare}%` }} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
