import { conferenceOf, NBA_TEAM_IDS, type Conference } from './nba-conferences.ts';

/**
 * Pure records over finished NBA games: standings, team splits, against-the-spread and
 * over/under records. Inputs are plain results (oldest first); nothing here reads a clock.
 */

/** A finished game with the lines the data quoted before it. */
export interface GameResult {
  id: string;
  playedAt: number;
  homeTeamId: string;
  awayTeamId: string;
  homePoints: number;
  awayPoints: number;
  /** The home side's handicap (−5.5 = home gives 5.5); null when the data has none. */
  spread: number | null;
  total: number | null;
}

export interface WinLoss {
  wins: number;
  losses: number;
}

export interface Standing {
  teamId: string;
  conference: Conference;
  wins: number;
  losses: number;
  winPct: number;
  home: WinLoss;
  away: WinLoss;
  lastTen: WinLoss;
  streak: string;
}

export interface RankedStanding extends Standing {
  rank: number;
  gamesBehind: number;
}

/** Which side a team was in a game, or null when it did not play. */
function sideOf(game: GameResult, teamId: string): 'home' | 'away' | null {
  if (game.homeTeamId === teamId) return 'home';
  return game.awayTeamId === teamId ? 'away' : null;
}

/** The team's margin (its points minus the opponent's). */
function marginFor(game: GameResult, side: 'home' | 'away'): number {
  return side === 'home' ? game.homePoints - game.awayPoints : game.awayPoints - game.homePoints;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * A team's standing over games oldest first (its own games are picked out).
 *
 * @example standingOf(games, 'boston-celtics').streak // 'W3'
 */
export function standingOf(games: readonly GameResult[], teamId: string): Standing {
  const home = { wins: 0, losses: 0 };
  const away = { wins: 0, losses: 0 };
  const outcomes: boolean[] = [];
  for (const game of games) {
    const side = sideOf(game, teamId);
    if (side === null) continue;
    const won = marginFor(game, side) > 0;
    const split = side === 'home' ? home : away;
    if (won) split.wins += 1;
    else split.losses += 1;
    outcomes.push(won);
  }
  const wins = home.wins + away.wins;
  const losses = home.losses + away.losses;
  const last = outcomes.slice(-10);
  const lastTen = { wins: last.filter(Boolean).length, losses: last.filter((w) => !w).length };
  return {
    teamId,
    conference: conferenceOf(teamId) ?? 'east',
    wins,
    losses,
    winPct: wins + losses === 0 ? 0 : round(wins / (wins + losses), 3),
    home,
    away,
    lastTen,
    streak: streakOf(outcomes),
  };
}

/**
 * `W3` for three wins in a row at the end, `L1`, or '' before any game.
 *
 * @example streakOf([false, true, true]) // 'W2'
 */
export function streakOf(outcomes: readonly boolean[]): string {
  const last = outcomes.at(-1);
  if (last === undefined) return '';
  let count = 0;
  for (let i = outcomes.length - 1; i >= 0 && outcomes[i] === last; i -= 1) count += 1;
  return `${last ? 'W' : 'L'}${count}`;
}

/** Exact win percentage (the rounded `winPct` could tie teams that differ); 0 before any game. */
function exactPct(row: Standing): number {
  const games = row.wins + row.losses;
  return games === 0 ? 0 : row.wins / games;
}

/** A team's win percentage in the games between the teams of `group`; ½ when they never met. */
function headToHeadPct(games: readonly GameResult[], teamId: string, group: ReadonlySet<string>): number {
  let wins = 0;
  let played = 0;
  for (const game of games) {
    const side = sideOf(game, teamId);
    if (side === null || !group.has(side === 'home' ? game.awayTeamId : game.homeTeamId)) continue;
    played += 1;
    if (marginFor(game, side) > 0) wins += 1;
  }
  return played === 0 ? 0.5 : wins / played;
}

/**
 * Ranks standings: by win percentage; teams level on it by their record against each other (the
 * NBA's first tie-breaker), then more wins, fewer losses, then team id (a stable stand-in for the later NBA
 * tie-breakers). 1-based rank, games behind the first row.
 *
 * @example rankStandings(rows, games)[1].gamesBehind // 1.5
 */
export function rankStandings(rows: readonly Standing[], games: readonly GameResult[] = []): RankedStanding[] {
  const byPct = [...rows].sort((a, b) => exactPct(b) - exactPct(a));
  const sorted: Standing[] = [];
  for (let i = 0; i < byPct.length; ) {
    const first = byPct[i];
    if (!first) break;
    const tied = byPct.slice(i).filter((r) => exactPct(r) === exactPct(first));
    const group = new Set(tied.map((r) => r.teamId));
    const h2h = new Map(tied.map((r) => [r.teamId, headToHeadPct(games, r.teamId, group)]));
    tied.sort((a, b) => (h2h.get(b.teamId) ?? 0) - (h2h.get(a.teamId) ?? 0) || b.wins - a.wins || a.losses - b.losses || a.teamId.localeCompare(b.teamId));
    sorted.push(...tied);
    i += tied.length;
  }
  const leader = sorted[0];
  return sorted.map((row, i) => ({
    ...row,
    rank: i + 1,
    gamesBehind: leader ? (leader.wins - row.wins + (row.losses - leader.losses)) / 2 : 0,
  }));
}

/**
 * The standings of one conference, every team of it listed (a team without games at 0-0).
 *
 * @example conferenceTable(games, 'east').length // 15
 */
export function conferenceTable(games: readonly GameResult[], conference: Conference): RankedStanding[] {
  return rankStandings(NBA_TEAM_IDS.filter((id) => conferenceOf(id) === conference).map((id) => standingOf(games, id)), games);
}

/**
 * League rank (1–30) of a team by record among the teams that have played; null before its first game.
 *
 * @example leagueRank(games, 'boston-celtics') // 1
 */
export function leagueRank(games: readonly GameResult[], teamId: string): number | null {
  const played = NBA_TEAM_IDS.map((id) => standingOf(games, id)).filter((s) => s.wins + s.losses > 0);
  const rank = rankStandings(played, games).find((s) => s.teamId === teamId)?.rank;
  return rank ?? null;
}

export interface TeamSplit {
  games: number;
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
  ats: { covers: number; fails: number; pushes: number };
  overUnder: { overs: number; unders: number; pushes: number };
}

/**
 * Whether the team covered: its margin plus its handicap (the home handicap, negated for the
 * away side) above 0 covers, below fails, exactly 0 pushes; null without a spread.
 *
 * @example atsOutcome({ ...game, homePoints: 110, awayPoints: 104, spread: -5.5 }, 'home') // 'cover'
 */
export function atsOutcome(game: GameResult, side: 'home' | 'away'): 'cover' | 'fail' | 'push' | null {
  if (game.spread === null) return null;
  const handicap = side === 'home' ? game.spread : -game.spread;
  const result = marginFor(game, side) + handicap;
  return result > 0 ? 'cover' : result < 0 ? 'fail' : 'push';
}

/**
 * Total points against the total line; null without a line.
 *
 * @example overUnderOutcome({ ...game, homePoints: 110, awayPoints: 104, total: 220 }) // 'under'
 */
export function overUnderOutcome(game: GameResult): 'over' | 'under' | 'push' | null {
  if (game.total === null) return null;
  const points = game.homePoints + game.awayPoints;
  return points > game.total ? 'over' : points < game.total ? 'under' : 'push';
}

/**
 * A team's split over its games among `games`, optionally only at home or on the road.
 *
 * @example teamSplit(games, 'boston-celtics', 'home').ats // { covers: 3, fails: 1, pushes: 0 }
 */
export function teamSplit(games: readonly GameResult[], teamId: string, only?: 'home' | 'away'): TeamSplit {
  const split: TeamSplit = {
    games: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0,
    ats: { covers: 0, fails: 0, pushes: 0 },
    overUnder: { overs: 0, unders: 0, pushes: 0 },
  };
  let scored = 0;
  let conceded = 0;
  for (const game of games) {
    const side = sideOf(game, teamId);
    if (side === null || (only && side !== only)) continue;
    split.games += 1;
    if (marginFor(game, side) > 0) split.wins += 1;
    else split.losses += 1;
    scored += side === 'home' ? game.homePoints : game.awayPoints;
    conceded += side === 'home' ? game.awayPoints : game.homePoints;
    countAts(split, atsOutcome(game, side));
    countOverUnder(split, overUnderOutcome(game));
  }
  split.pointsFor = split.games === 0 ? 0 : round(scored / split.games, 1);
  split.pointsAgainst = split.games === 0 ? 0 : round(conceded / split.games, 1);
  return split;
}

function countAts(split: TeamSplit, outcome: ReturnType<typeof atsOutcome>): void {
  if (outcome === 'cover') split.ats.covers += 1;
  else if (outcome === 'fail') split.ats.fails += 1;
  else if (outcome === 'push') split.ats.pushes += 1;
}

function countOverUnder(split: TeamSplit, outcome: ReturnType<typeof overUnderOutcome>): void {
  if (outcome === 'over') split.overUnder.overs += 1;
  else if (outcome === 'under') split.overUnder.unders += 1;
  else if (outcome === 'push') split.overUnder.pushes += 1;
}

/**
 * Wins of each of two teams in their meetings.
 *
 * @example headToHeadWins(meetings, 'boston-celtics', 'miami-heat') // { first: 3, second: 1 }
 */
export function headToHeadWins(games: readonly GameResult[], first: string, second: string): { first: number; second: number } {
  let a = 0;
  let b = 0;
  for (const game of games) {
    const side = sideOf(game, first);
    if (side === null || sideOf(game, second) === null) continue;
    if (marginFor(game, side) > 0) a += 1;
    else b += 1;
  }
  return { first: a, second: b };
}
