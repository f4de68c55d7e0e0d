import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { goalTrends } from '../../utils/trends.ts';
import styles from '../match.module.css';

type Analysis = ReplyOf<typeof calls.footballAnalysis>;
type TeamForm = Analysis['form']['home'];

export interface TrendSide {
  teamId: string;
  matches: TeamForm['matches'];
  record: TeamForm['overall'];
}

const PILL = { W: styles.pillW, D: styles.pillD, L: styles.pillL } as const;

/** W/D/L as coloured pills, newest first. */
export function FormPills({ outcomes }: { outcomes: readonly ('W' | 'D' | 'L')[] }) {
  const { t } = useTranslation();
  return (
    <span>
      {outcomes.map((o, i) => (
        <span key={i} className={`${styles.pill} ${PILL[o]}`}>
          {t(`match.outcome.${o}`)}
        </span>
      ))}
    </span>
  );
}

/** Goals and results trends of both teams over their recent matches. */
export function TrendTable({ sides, names }: { sides: readonly [TrendSide, TrendSide]; names: readonly [string, string] }) {
  const { t } = useTranslation();
  const rows = sides.map((side) => goalTrends(side.teamId, side.matches));
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const lines: Array<[string, (i: 0 | 1) => string]> = [
    [t('match.trend.record'), (i) => `${sides[i].record.won}/${sides[i].record.drawn}/${sides[i].record.lost}`],
    [t('match.trend.winRate'), (i) => pct(rows[i]?.winRate ?? 0)],
    [t('match.trend.goalsFor'), (i) => (rows[i]?.goalsFor ?? 0).toFixed(1)],
    [t('match.trend.goalsAgainst'), (i) => (rows[i]?.goalsAgainst ?? 0).toFixed(1)],
    [t('match.trend.over25'), (i) => pct(rows[i]?.over25 ?? 0)],
    [t('match.trend.bothScored'), (i) => pct(rows[i]?.bothScored ?? 0)],
    [t('match.trend.cleanSheets'), (i) => pct(rows[i]?.cleanSheets ?? 0)],
  ];
  return (
    <table className={styles.table} data-testid="match-trends">
      <thead>
        <tr>
          <th>{t('match.trend.over', { count: sides[0].matches.length })}</th>
          <th>{names[0]}</th>
          <th>{names[1]}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map(([label, value]) => (
          <tr key={label}>
            <td>{label}</td>
            <td>{value(0)}</td>
            <td>{value(1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
