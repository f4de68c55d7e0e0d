import type { AiScorecard } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from './ai.module.css';

type Scorecard = AiScorecard;
const W = 320;
const H = 200;
const PAD = 28;
const x = (v: number) => PAD + v * (W - 2 * PAD);
const y = (v: number) => H - PAD - v * (H - 2 * PAD);

/** Predicted vs observed frequency per probability bin; dots sized by count, the diagonal is perfect. */
export function CalibrationChart({ bins }: { bins: Scorecard['calibration'] }) {
  const { t } = useTranslation();
  const used = bins.filter((b) => b.count > 0);
  const most = Math.max(1, ...used.map((b) => b.count));
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('ai.scorecard.calibration')} data-testid="ai-calibration">
      <rect x={PAD} y={PAD} width={W - 2 * PAD} height={H - 2 * PAD} fill="#fafafa" stroke="#ddd" />
      <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} stroke="#bbb" strokeDasharray="4 3" />
      {used.map((b) => (
        <circle key={b.from} cx={x(b.predicted)} cy={y(b.observed)} r={3 + 5 * Math.sqrt(b.count / most)} fill="#cb3131" fillOpacity={0.75}>
          <title>{`${Math.round(b.predicted * 100)}% → ${Math.round(b.observed * 100)}% (${b.count})`}</title>
        </circle>
      ))}
      <text x={W / 2} y={H - 6} textAnchor="middle" fontSize="10" fill="#666">{t('ai.scorecard.predicted')}</text>
      <text x={10} y={H / 2} textAnchor="middle" fontSize="10" fill="#666" transform={`rotate(-90 10 ${H / 2})`}>{t('ai.scorecard.observed')}</text>
    </svg>
  );
}

/** Mean RPS per day, AI (red) against the closing market (grey); lower is better. */
export function RpsChart({ days }: { days: Scorecard['rpsByDay'] }) {
  const { t } = useTranslation();
  const top = Math.max(0.3, ...days.flatMap((d) => [d.ai, d.market]));
  const px = (i: number) => (days.length < 2 ? W / 2 : PAD + (i / (days.length - 1)) * (W - 2 * PAD));
  const py = (v: number) => y(v / top);
  const line = (key: 'ai' | 'market') => days.map((d, i) => `${i === 0 ? 'M' : 'L'}${px(i).toFixed(1)},${py(d[key]).toFixed(1)}`).join(' ');
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('ai.scorecard.rps')} data-testid="ai-rps">
      <rect x={PAD} y={PAD} width={W - 2 * PAD} height={H - 2 * PAD} fill="#fafafa" stroke="#ddd" />
      <path d={line('market')} stroke="#999" fill="none" strokeWidth={2} />
      <path d={line('ai')} stroke="#cb3131" fill="none" strokeWidth={2} />
      {days.map((d, i) => (
        <g key={d.day}>
          <circle cx={px(i)} cy={py(d.market)} r={3} fill="#999" />
          <circle cx={px(i)} cy={py(d.ai)} r={3} fill="#cb3131" />
        </g>
      ))}
      <text x={PAD} y={16} fontSize="10" fill="#cb3131">{t('ai.scorecard.aiLine')}</text>
      <text x={PAD + 60} y={16} fontSize="10" fill="#999">{t('ai.scorecard.marketLine')}</text>
      <text x={W - PAD} y={16} fontSize="10" fill="#666" textAnchor="end">{`RPS ≤ ${top.toFixed(2)}`}</text>
    </svg>
  );
}
