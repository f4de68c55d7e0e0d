import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useBasketballSeasonStats } from '../../api/basketball-api.ts';
import { inOrder, type Side } from '../../../../lib/sides.ts';
import styles from '../match.module.css';

/** Both teams' season so far: record, points for and against, against the spread, over/under. */
export function SeasonStats({ id, names, sides }: { id: string; names: { home: string; away: string }; sides: readonly [Side, Side] }) {
  const { t } = useTranslation();
  const stats = useBasketballSeasonStats(id);
  if (stats.isPending) return <ListSkeleton rows={3} />;
  if (!stats.data) return null;
  const data = stats.data;
  const columns: Array<[string, (side: Side) => string]> = [
    [t('match.winLoss'), (side) => `${data[side].all.wins}-${data[side].all.losses}`],
    // Each team at its venue tonight: the home side's home record, the away side's road record.
    [t('match.season.homeRoad'), (side) => { const v = side === 'home' ? data.home.atHome : data.away.onRoad; return `${v.wins}-${v.losses}`; }],
    [t('match.season.pointsFor'), (side) => data[side].all.pointsFor.toFixed(1)],
    [t('match.season.pointsAgainst'), (side) => data[side].all.pointsAgainst.toFixed(1)],
    [t('match.season.ats'), (side) => { const a = data[side].all.ats; return `${a.covers}-${a.fails}-${a.pushes}`; }],
    [t('match.season.overUnder'), (side) => `${data[side].all.overUnder.overs}-${data[side].all.overUnder.unders}`],
  ];
  const rows = columns.map(([label, value]) => [label, value(sides[0]), value(sides[1])] as const);
  const [first, second] = inOrder(sides, names);
  return (
    <table className={styles.table} data-testid="season-stats">
      <thead>
        <tr>
          <th>{t('match.season.title', { season: data.season })}</th>
          <th>{first}</th>
          <th>{second}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, h, a]) => (
          <tr key={label}>
            <td>{label}</td>
            <td>{h}</td>
            <td>{a}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
