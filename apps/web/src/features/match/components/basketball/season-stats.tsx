import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useBasketballSeasonStats } from '../../api/basketball-api.ts';
import styles from '../match.module.css';

/** Both teams' season so far: record, points for and against, against the spread, over/under. */
export function SeasonStats({ id, homeName, awayName }: { id: string; homeName: string; awayName: string }) {
  const { t } = useTranslation();
  const stats = useBasketballSeasonStats(id);
  if (stats.isPending) return <ListSkeleton rows={3} />;
  if (!stats.data) return null;
  const { home, away } = stats.data;
  const rows: Array<[string, string, string]> = [
    [t('match.winLoss'), `${home.all.wins}-${home.all.losses}`, `${away.all.wins}-${away.all.losses}`],
    [t('match.season.homeRoad'), `${home.atHome.wins}-${home.atHome.losses}`, `${away.onRoad.wins}-${away.onRoad.losses}`],
    [t('match.season.pointsFor'), home.all.pointsFor.toFixed(1), away.all.pointsFor.toFixed(1)],
    [t('match.season.pointsAgainst'), home.all.pointsAgainst.toFixed(1), away.all.pointsAgainst.toFixed(1)],
    [t('match.season.ats'), `${home.all.ats.covers}-${home.all.ats.fails}-${home.all.ats.pushes}`, `${away.all.ats.covers}-${away.all.ats.fails}-${away.all.ats.pushes}`],
    [t('match.season.overUnder'), `${home.all.overUnder.overs}-${home.all.overUnder.unders}`, `${away.all.overUnder.overs}-${away.all.overUnder.unders}`],
  ];
  return (
    <table className={styles.table} data-testid="season-stats">
      <thead>
        <tr>
          <th>{t('match.season.title', { season: stats.data.season })}</th>
          <th>{homeName}</th>
          <th>{awayName}</th>
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
