import type { FootballLiveClock } from '@scoreline/contract/web';

/**
 * The one row shape every scores list renders, whatever call it came from: football and
 * basketball lists are converted to it once, when fetched, so push merging, filtering and the
 * row component each deal with a single type.
 */

export type Sport = 'football' | 'basketball';
export type RowStatus = 'scheduled' | 'live' | 'break' | 'finished' | 'postponed';

export interface Pair {
  home: number;
  away: number;
}

export interface RowTeam {
  name: string;
  colour: string;
}

/** The cells that flash when a push changes them. */
export type FlashCell = 'score' | 'clock' | 'halfTime' | 'redCards' | 'corners';

/** What the last push changed; `at` is unique per change so the flash restarts each time. */
export interface RowChange {
  cells: readonly FlashCell[];
  at: number;
}

export interface ScoreRowModel {
  id: string;
  sport: Sport;
  competitionId: string;
  competition: string;
  kickoffAt: number;
  status: RowStatus;
  /** Football: first_half, half_time…; basketball: q1…q4, ot1, break, half_time. */
  phase: string;
  /** Football minute (`67`, `45+2`) or basketball game clock (`05:12`); null before the start. */
  clock: string | null;
  /** Football, while a half is played: how its minute runs; the row ticks it from this (the `clock` as fallback). */
  liveClock: FootballLiveClock | null;
  /** Basketball period (5+ = overtime); null for football. */
  period: number | null;
  home: RowTeam;
  away: RowTeam;
  score: Pair | null;
  halfTime: Pair | null;
  redCards: Pair | null;
  corners: Pair | null;
  /** China Sports Lottery number (`周一001`). */
  lottery: string | null;
  change: RowChange | null;
}

/** An odds company: the server names football's; basketball's two (bookmaker, lottery) are named by the client (null). */
export interface RowCompany {
  id: string;
  name: string | null;
}

/** One company's prices for a row in the chosen odds type. */
export interface RowPrices {
  kind: '1x2' | 'handicap' | 'moneyline' | 'spread';
  /** Handicap of the home side (football Asian handicap, basketball spread); null for 1X2. */
  line: number | null;
  /** 1X2: [home, draw, away]; the others: [home, away]; may be empty when only the line is known. */
  values: readonly number[];
  /** Set when the chosen company does not price the match: the company whose prices these are, named in the row. */
  fallback?: RowCompany;
}

export function isInPlay(row: Pick<ScoreRowModel, 'status'>): boolean {
  return row.status === 'live' || row.status === 'break';
}
