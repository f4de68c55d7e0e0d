/**
 * The facts a match preview or report is written from. Plain data (stored with each generated
 * article as `facts`), so the writer is pure and tests can check every sentence against them.
 */

export interface Score {
  home: number;
  away: number;
}

/** A team's record over its last matches before the replayed match (any competition). */
export interface FormFacts {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface HeadToHeadFacts {
  played: number;
  /** Wins of the fixture's home team, draws, wins of the fixture's away team. */
  homeWins: number;
  draws: number;
  awayWins: number;
  /** The most recent meeting, as it was played (its own home side first). */
  last: { homeTeamId: string; awayTeamId: string; score: Score } | null;
}

export interface TablePlace {
  rank: number;
  points: number;
  played: number;
}

export interface TableFacts {
  teams: number;
  home: TablePlace;
  away: TablePlace;
}

/** Average bookmaker 1X2 prices before kick-off (decimal, 2 places). */
export interface OddsFacts {
  home: number;
  draw: number;
  away: number;
}

export interface MatchIdentity {
  matchId: string;
  sourceMatchId: string;
  competitionId: string;
  homeTeamId: string;
  awayTeamId: string;
  kickoffAt: number;
}

export interface PreviewFacts extends MatchIdentity {
  form: { home: FormFacts; away: FormFacts };
  headToHead: HeadToHeadFacts;
  table: TableFacts | null;
  odds: OddsFacts | null;
}

export interface GoalFacts {
  side: 'home' | 'away';
  minute: number | null;
  scorer: string;
  penalty: boolean;
  ownGoal: boolean;
}

export interface SideStats {
  shots: number;
  shotsOnTarget: number;
  corners: number;
  yellow: number;
  red: number;
}

export interface ReportFacts extends MatchIdentity {
  score: Score;
  halfTime: Score | null;
  goals: GoalFacts[];
  stats: { home: SideStats; away: SideStats } | null;
  odds: OddsFacts | null;
}

/** How many recent matches the form and head-to-head look at. */
export const FORM_MATCHES = 5;

/** A basketball team's last games before the replayed game (any season). */
export interface BasketballFormFacts {
  played: number;
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** The data file's lines before tip-off: the home side's handicap and the points total. */
export interface LinesFacts {
  spread: number | null;
  total: number | null;
}

export interface BasketballPreviewFacts extends MatchIdentity {
  sport: 'basketball';
  form: { home: BasketballFormFacts; away: BasketballFormFacts };
  headToHead: Omit<HeadToHeadFacts, 'draws'>;
  lines: LinesFacts;
}

export interface BoxFacts {
  rebounds: number;
  assists: number;
  threesMade: number;
  turnovers: number;
}

export interface BasketballReportFacts extends MatchIdentity {
  sport: 'basketball';
  score: Score;
  /** Points per quarter, and all overtime together (the data file's split). */
  quarters: { home: number[]; away: number[] } | null;
  overtime: Score | null;
  box: { home: BoxFacts; away: BoxFacts } | null;
  lines: LinesFacts;
}
