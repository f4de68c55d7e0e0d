import type { FootballTeamLabel } from '@scoreline/contract';
import type { ReactNode } from 'react';
import { sidesOf } from '../../../lib/sides.ts';
import { TeamName } from './team-name.tsx';
import styles from './data.module.css';

export interface MatchLineProps {
  /** Up to two short lines at the left: date, competition, minute. */
  meta: ReactNode;
  home: FootballTeamLabel;
  away: FootballTeamLabel;
  /** `2-1` (in screen order), or `vs` before kick-off. */
  score: string;
  /** Basketball lists the away team first; football (the default) the home team. */
  sport?: 'football' | 'basketball';
  /** Half-time score or a second line under the score. */
  sub?: string;
  live?: boolean;
  /** Seen from one team: its outcome colours the score. */
  outcome?: 'W' | 'D' | 'L';
  onClick?: () => void;
  testId?: string;
}

/** One match in a dense list: meta, the team shown first, score, the other team. */
export function MatchLine({ meta, home, away, score, sub, live, outcome, onClick, testId, sport = 'football' }: MatchLineProps) {
  const [first, second] = sidesOf(sport).map((side) => (side === 'home' ? home : away));
  return (
    <div className={`${styles.matchRow} ${outcome ? styles[`outcome_${outcome}`] : ''} ${onClick ? styles.clickable : ''}`} onClick={onClick} data-testid={testId}>
      <div className={styles.matchMeta}>{meta}</div>
      <TeamName team={first ?? home} side="home" />
      <div className={`${styles.score} ${live ? styles.scoreLive : ''}`}>
        {score}
        {sub && <span className={styles.scoreSub}>{sub}</span>}
      </div>
      <TeamName team={second ?? away} side="away" />
    </div>
  );
}
