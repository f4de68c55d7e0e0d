import { useTranslation } from 'react-i18next';
import type { StandingRow } from '../api/data-types.ts';
import { topAttack, topDefence, type GoalsEntry } from '../utils/table-logic.ts';
import { TeamName } from './team-name.tsx';
import styles from './data.module.css';

const TOP = 5;

/** The best attacks and defences of a table: goals and goals a match. */
export function AttackDefence({ rows, onTeam }: { rows: readonly StandingRow[]; onTeam: (teamId: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <GoalsTable title={t('data.topAttack')} goalsLabel={t('data.col.scored')} entries={topAttack(rows, TOP)} onTeam={onTeam} testId="top-attack" />
      <GoalsTable title={t('data.topDefence')} goalsLabel={t('data.col.conceded')} entries={topDefence(rows, TOP)} onTeam={onTeam} testId="top-defence" />
    </>
  );
}

function GoalsTable({ title, goalsLabel, entries, onTeam, testId }: { title: string; goalsLabel: string; entries: GoalsEntry[]; onTeam: (teamId: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <div className={styles.sectionTitle}>{title}</div>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th>#</th>
            <th className={styles.teamCell}>{t('data.col.team')}</th>
            <th>{t('data.col.played')}</th>
            <th>{goalsLabel}</th>
            <th>{t('data.col.perGame')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.team.id} className={styles.clickable} onClick={() => onTeam(e.team.id)}>
              <td>{e.rank}</td>
              <td className={styles.teamCell}>
                <TeamName team={e.team} />
              </td>
              <td>{e.played}</td>
              <td className={styles.points}>{e.goals}</td>
              <td>{e.perGame.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
