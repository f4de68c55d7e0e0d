import { useTranslation } from 'react-i18next';
import { momentum, type MomentumEvent } from '../../utils/momentum.ts';
import styles from '../match.module.css';

const WIDTH = 360;
const HEIGHT = 90;
const MID = HEIGHT / 2;

/**
 * Attack momentum as bars above (home) and below (away) a centre line, one per five minutes,
 * derived from the match's events; a dashed line marks half-time.
 */
export function MomentumChart({ events, upTo }: { events: readonly MomentumEvent[]; upTo: number }) {
  const { t } = useTranslation();
  // Slices only up to the minute played: a carried share of earlier pressure drawn past the
  // clock (to 45' at 26') showed pressure in minutes not played yet. The axis keeps 0'–90'.
  const slices = momentum(events, upTo, 5);
  const full = Math.max(90, slices.length * 5);
  const barWidth = (WIDTH / full) * 5;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 14}`} className={styles.chart} role="img" aria-label={t('match.momentum')} data-testid="momentum-chart">
        <line x1={0} x2={WIDTH} y1={MID} y2={MID} stroke="#ddd" />
        <line x1={(WIDTH / full) * 45} x2={(WIDTH / full) * 45} y1={0} y2={HEIGHT} stroke="#ccc" strokeDasharray="3 3" />
        {slices.map((s) => {
          const h = Math.abs(s.value) * (MID - 2);
          const x = (WIDTH / full) * s.from + 0.5;
          return s.value >= 0 ? (
            <rect key={s.from} x={x} y={MID - h} width={barWidth - 1} height={h} className={styles.momentumHome} />
          ) : (
            <rect key={s.from} x={x} y={MID} width={barWidth - 1} height={h} className={styles.momentumAway} />
          );
        })}
        {[0, 15, 30, 45, 60, 75, 90].map((m) => {
          // Centred on its minute, but the edge labels kept inside the box (a left-aligned 90' at the edge was cut off).
          const x = (WIDTH / full) * m;
          const anchor = x <= 0 ? 'start' : x >= WIDTH ? 'end' : 'middle';
          return (
            <text key={m} x={x} y={HEIGHT + 11} fontSize={9} fill="#999" textAnchor={anchor} data-minute={m}>
              {m}'
            </text>
          );
        })}
      </svg>
    </figure>
  );
}
