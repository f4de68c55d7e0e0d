import { useTranslation } from 'react-i18next';
import { zoneOf, type VenueRow } from '../utils/table-logic.ts';
import { FormChips } from './form-chips.tsx';
import { TableTeamHead, TableTeamRow } from './table-team-row.tsx';
import styles from './data.module.css';

export interface StandingsTableProps {
  rows: readonly VenueRow[];
  /** `form`: played, W-D-L, goal difference, points and the last five; `goals`: every column. */
  columns: 'form' | 'goals';
  /** Zones (European places, relegation) only for league tables. */
  showZones: boolean;
  onTeam?: (teamId: string) => void;
  testId: string;
}

/** A dense league table; a row opens the team page. */
export function StandingsTable({ rows, columns, showZones, onTeam, testId }: StandingsTableProps) {
  const { t } = useTranslation();
  const zoneClass = (rank: number) => {
    const zone = showZones ? zoneOf(rank, rows.length) : null;
    return zone ? styles[`zone_${zone}`] : '';
  };
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <TableTeamHead />
          <th>{t('data.col.played')}</th>
          {columns === 'form' ? (
            <th>{t('data.col.wdl')}</th>
          ) : (
            <>
              <th>{t('data.col.won')}</th>
              <th>{t('data.col.drawn')}</th>
              <th>{t('data.col.lost')}</th>
              <th>{t('data.col.goals')}</th>
            </>
          )}
          <th>{t('data.col.gd')}</th>
          <th>{t('data.col.points')}</th>
          {columns === 'form' && <th>{t('data.col.form')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <TableTeamRow key={r.team.id} team={r.team} rank={r.rank} zoneClass={zoneClass(r.rank)} onTeam={onTeam} testId={`standing-${r.team.id}`}>
            <td>{r.played}</td>
            {columns === 'form' ? (
              <td>{`${r.won}-${r.drawn}-${r.lost}`}</td>
            ) : (
              <>
                <td>{r.won}</td>
                <td>{r.drawn}</td>
                <td>{r.lost}</td>
                <td>{`${r.goalsFor}:${r.goalsAgainst}`}</td>
              </>
            )}
            <td>{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</td>
            <td className={styles.points}>{r.points}</td>
            {columns === 'form' && (
              <td>
                <FormChips form={r.form} />
              </td>
            )}
          </TableTeamRow>
        ))}
      </tbody>
    </table>
  );
}
