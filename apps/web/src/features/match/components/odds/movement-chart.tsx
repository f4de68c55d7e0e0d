import { useTranslation } from 'react-i18next';
import { scaleSeries, toPolyline, type SeriesPoint } from '../../utils/chart.ts';
import { price } from '../../utils/format.ts';
import styles from '../match.module.css';
import { beijingDayTime } from '../../../../lib/time/beijing.ts';

export interface MovementSeries {
  label: string;
  colour: string;
  points: readonly SeriesPoint[];
}

const BOX = { width: 360, height: 180, padding: { top: 10, right: 10, bottom: 22, left: 34 } };

/**
 * A movement chart: each price as a step line over time (a quote holds until the next), the
 * value axis on the left and the first and last timestamps under it.
 */
export function MovementChart({ series, until }: { series: readonly MovementSeries[]; until: number }) {
  const { t } = useTranslation();
  const scaled = scaleSeries(series.map((s) => s.points), BOX, until);
  const ticks = [scaled.minValue, (scaled.minValue + scaled.maxValue) / 2, scaled.maxValue];
  const bottom = BOX.height - BOX.padding.bottom;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className={styles.chart} role="img" aria-label={t('match.movementChart')} data-testid="odds-movement-chart">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={BOX.padding.left} x2={BOX.width - BOX.padding.right} y1={scaled.y(tick)} y2={scaled.y(tick)} stroke="#eee" />
            <text x={2} y={scaled.y(tick) + 3} fontSize={9} fill="#888">
              {price(tick)}
            </text>
          </g>
        ))}
        {scaled.lines.map((points, i) => (
          <polyline key={series[i]?.label ?? i} points={toPolyline(points)} fill="none" stroke={series[i]?.colour} strokeWidth={1.6} />
        ))}
        <text x={BOX.padding.left} y={bottom + 14} fontSize={9} fill="#888">
          {beijingDayTime(scaled.from)}
        </text>
        <text x={BOX.width - BOX.padding.right} y={bottom + 14} fontSize={9} fill="#888" textAnchor="end">
          {beijingDayTime(scaled.to)}
        </text>
      </svg>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.label}>
            <span className={styles.legendSwatch} style={{ background: s.colour }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
