/** Goals and results trends of a team over its recent matches (pure). */

export interface PlayedMatch {
  home: { id: string };
  away: { id: string };
  score: { home: number; away: number };
}

export interface GoalTrends {
  games: number;
  winRate: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Share of matches with 3 or more goals. */
  over25: number;
  bothScored: number;
  cleanSheets: number;
}

/**
 * Averages and shares from the team's point of view (home or away in each match).
 *
 * @example goalTrends('a', [{ home: { id: 'a' }, away: { id: 'b' }, score: { home: 2, away: 1 } }]).winRate // 1
 */
export function goalTrends(teamId: string, matches: readonly PlayedMatch[]): GoalTrends {
  const games = matches.length;
  if (games === 0) return { games, winRate: 0, goalsFor: 0, goalsAgainst: 0, over25: 0, bothScored: 0, cleanSheets: 0 };
  let wins = 0;
  let scored = 0;
  let conceded = 0;
  let over = 0;
  let both = 0;
  let clean = 0;
  for (const m of matches) {
    const isHome = m.home.id === teamId;
    const own = isHome ? m.score.home : m.score.away;
    const other = isHome ? m.score.away : m.score.home;
    if (own > other) wins += 1;
    scored += own;
    conceded += other;
    if (own + other >= 3) over += 1;
    if (own > 0 && other > 0) both += 1;
    if (other === 0) clean += 1;
  }
  return { games, winRate: wins / games, goalsFor: scored / games, goalsAgainst: conceded / games, over25: over / games, bothScored: both / games, cleanSheets: clean / games };
}
