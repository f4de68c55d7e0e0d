import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { line as formatLine, price } from '../../utils/format.ts';
import { MovementChart } from './movement-chart.tsx';
import { OUTCOME_COLOURS, priceSeries, type OddsStep } from './odds-steps.ts';
import styles from '../match.module.css';
import { beijingDayTime } from '../../../../lib/time/beijing.ts';

export interface MovementTarget {
  companyName: string;
  marketLabel: string;
  outcomes: readonly string[];
  hasLine: boolean;
  /** A handicap line carries its sign (+0.25); a total (2.5) has none. */
  signedLine: boolean;
  steps: readonly OddsStep[];
}

/** A company's movement in one market: the chart, then every quote with its time, newest first. */
export function MovementSheet({ target, onClose, now }: { target: MovementTarget | null; onClose: () => void; now: number }) {
  const { t } = useTranslation();
  const series = !target
    ? []
    : target.outcomes.length > 0
      ? target.outcomes.map((label, i) => ({ label, colour: OUTCOME_COLOURS[i % 3] ?? '#888', points: priceSeries(target.steps, i) }))
      : // A market quoted as a line only (basketball spread and total): chart the line.
        [{ label: t('match.line'), colour: OUTCOME_COLOURS[0], points: target.steps.flatMap((s) => (s.line === null ? [] : [{ at: s.at, value: s.line }])) }];
  return (
    <Popup visible={target !== null} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '80vh', overflowY: 'auto' }}>
      {target && (
        <div className={styles.panel} data-testid="odds-movement">
          <h3 className={styles.sectionTitle}>
            {target.companyName} · {target.marketLabel}
            <span className={styles.muted}>{t('match.quotes', { count: target.steps.length })}</span>
          </h3>
          <MovementChart series={series} until={Math.max(now, target.steps[target.steps.length - 1]?.at ?? 0)} />
          <table className={styles.table} style={{ marginTop: 8 }}>
            <thead>
              <tr>
                <th>{t('match.time')}</th>
                {target.hasLine && <th>{t('match.line')}</th>}
                {target.outcomes.map((o) => (
                  <th key={o}>{o}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...target.steps].reverse().map((step) => (
                <tr key={step.at}>
                  <td>{beijingDayTime(step.at)}</td>
                  {target.hasLine && <td>{formatLine(step.line, target.signedLine)}</td>}
                  {step.prices.map((p, i) => (
                    <td key={i}>{price(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Popup>
  );
}
