import type { FootballTeamLabel } from '@scoreline/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamName } from './team-name.tsx';
import styles from './data.module.css';

/** The headings of the two cells a standings table starts with: rank and team. */
export function TableTeamHead() {
  const { t } = useTranslation();
  return (
    <>
      <th>#</th>
      <th className={styles.teamCell}>{t('data.col.team')}</th>
    </>
  );
}

interface TableTeamRowProps {
  team: FootballTeamLabel & { id: string };
  rank: number;
  /** The rank cell's colour class (its zone of the table), or ''. */
  zoneClass: string | undefined;
  /** Opens the team page; without it the row is not clickable. */
  onTeam?: (teamId: string) => void;
  testId: string;
  /** The table's own cells after rank and team. */
  children: ReactNode;
}

/** A standings row (football or NBA): rank in its zone's colour, the team, then the table's cells. */
export function TableTeamRow({ team, rank, zoneClass, onTeam, testId, children }: TableTeamRowProps) {
  return (
    <tr className={onTeam ? styles.clickable : ''} onClick={onTeam ? () => onTeam(team.id) : undefined} data-testid={testId}>
      <td className={`${styles.rank} ${zoneClass}`}>{rank}</td>
      <td className={styles.teamCell}>
        <TeamName team={team} />
      </td>
      {children}
    </tr>
  );
}
