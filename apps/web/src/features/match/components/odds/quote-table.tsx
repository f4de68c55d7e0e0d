import { useTranslation } from 'react-i18next';
import { line as formatLine, price, trend } from '../../utils/format.ts';
import type { OddsStep } from './odds-steps.ts';
import styles from '../match.module.css';

export interface QuoteRow {
  key: string;
  companyName: string;
  steps: readonly OddsStep[];
}

const TREND_CLASS = { up: styles.up, down: styles.down, level: '' } as const;

/** Per company: the opening quote over the current one, each price coloured by its move. */
export function QuoteTable({ rows, outcomes, hasLine, signedLine, onOpen }: { rows: readonly QuoteRow[]; outcomes: readonly string[]; hasLine: boolean; signedLine: boolean; onOpen: (row: QuoteRow) => void }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('match.company')}</th>
          <th />
          {hasLine && <th>{t('match.line')}</th>}
          {outcomes.map((o) => (
            <th key={o}>{o}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const opening = row.steps[0];
          const current = row.steps[row.steps.length - 1];
          if (!opening || !current) return null;
          return (
            <tr key={row.key} className={styles.clickRow} onClick={() => onOpen(row)} data-testid="odds-company-row">
              <td>{row.companyName}</td>
              <td className={styles.muted}>
                {t('match.opening')}
                <br />
                {t('match.current')}
              </td>
              {hasLine && (
                <td>
                  {formatLine(opening.line, signedLine)}
                  <br />
                  {formatLine(current.line, signedLine)}
                </td>
              )}
              {outcomes.map((o, i) => (
                <td key={o}>
                  {price(opening.prices[i])}
                  <br />
                  <span className={TREND_CLASS[trend(opening.prices[i], current.prices[i])]}>{price(current.prices[i])}</span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
