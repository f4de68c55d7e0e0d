import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useFootballKelly } from '../../api/football-api.ts';
import { price } from '../../utils/format.ts';
import styles from '../match.module.css';

/** Kelly indices per company (price × consensus probability); above 1 is marked. */
export function KellyTable({ id, kickoffAt, competitionId }: { id: string; kickoffAt: number; competitionId: string }) {
  const { t } = useTranslation();
  const kelly = useFootballKelly(id, kickoffAt, competitionId);
  if (kelly.isPending) return <ListSkeleton rows={3} />;
  const row = kelly.data;
  if (!row || row.companies.length === 0) return <p className={styles.empty}>{t('match.noKelly')}</p>;
  const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
  return (
    <table className={styles.table} data-testid="kelly-table">
      <thead>
        <tr>
          <th>{t('match.company')}</th>
          <th>{t('match.outcomeLabel.home')}</th>
          <th>{t('match.outcomeLabel.draw')}</th>
          <th>{t('match.outcomeLabel.away')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className={styles.muted}>{t('match.consensus')}</td>
          <td>{pct(row.consensus.home)}</td>
          <td>{pct(row.consensus.draw)}</td>
          <td>{pct(row.consensus.away)}</td>
        </tr>
        {row.companies.map((c) => (
          <tr key={c.company}>
            <td>{c.companyName}</td>
            {c.kelly.map((k, i) => (
              <td key={i} className={k > 1 ? styles.up : ''}>
                {price(k)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
