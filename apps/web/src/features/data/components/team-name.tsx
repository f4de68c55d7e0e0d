import type { FootballTeamLabel } from '@scoreline/contract';
import styles from './data.module.css';

/** A team as a colour dot with its initial and its short name (the catalog has no crests). */
export function TeamName({ team, side }: { team: FootballTeamLabel; side?: 'home' | 'away' }) {
  const dot = (
    <span className={styles.teamDot} style={{ background: team.colour }} aria-hidden="true">
      {[...team.shortName][0] ?? '?'}
    </span>
  );
  return (
    <span className={`${styles.team} ${side ? styles[side] : ''}`}>
      {side !== 'home' && dot}
      <span className={styles.teamName}>{team.shortName}</span>
      {side === 'home' && dot}
    </span>
  );
}
