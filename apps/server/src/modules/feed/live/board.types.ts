import type { FootballLiveClock, Locale } from '@scoreline/contract';
import type { OddsMarket } from '../replay/odds-path.ts';
import type { BasketballTeamBox } from '../replay/basketball-box.ts';

/**
 * The match board: what every node knows about the matches around today (a few days back, a
 * week ahead), kept current by the feed. The feed leader computes it from the `FeedProvider`;
 * every node holds a copy in memory and serves the match calls from it without a query.
 */

export type Sport = 'football' | 'basketball';

/** Coarse state for lists and filters; `phase` has the detail. */
export type FixtureStatus = 'scheduled' | 'live' | 'break' | 'finished' | 'postponed';

export interface ScorePair {
  home: number;
  away: number;
}

/** Counts so far in a live football match (from the replayed events). */
export interface FootballLiveStats {
  corners: ScorePair;
  yellowCards: ScorePair;
  redCards: ScorePair;
}

/** The China Sports Lottery number of a match: `周一001` is day `周一`, number `001`. */
export interface LotteryNumber {
  /** The lottery's business day (Beijing date, `YYYY-MM-DD`) the number belongs to. */
  day: string;
  /** e.g. `周一001`. */
  code: string;
}

export interface BoardFixture {
  /** Public id: short, stable for the replayed occurrence, matches `[A-Za-z0-9_-]{1,40}` (push topics). */
  id: string;
  /** `matches.id` of the real match being replayed (history, statistics, odds rows). */
  sourceMatchId: string;
  sport: Sport;
  competitionId: string;
  season: string;
  homeTeamId: string;
  awayTeamId: string;
  /** Replayed kick-off / tip-off, epoch milliseconds. */
  kickoffAt: number;
  status: FixtureStatus;
  /** Football: FootballPhase; basketball: BasketballPhase (`q1`…`q4`, `ot1`…, `break`, `half_time`). */
  phase: string;
  /** Football minute as shown (`67`, `45+2`); basketball game clock left in the period (`05:12`); null before start. */
  clock: string | null;
  /**
   * Football, while a half is played: when it kicked off and how its minute runs, so clients tick
   * the minute themselves. Changes only when a half starts. Null or absent otherwise (basketball,
   * a provider that does not say, a snapshot stored before the field existed).
   */
  liveClock?: FootballLiveClock | null;
  /** Basketball: the period being played (1-based, 5+ overtime); football: null. */
  period: number | null;
  /** Null before kick-off. */
  score: ScorePair | null;
  /** Football half-time score once reached; basketball: null. */
  halfTime: ScorePair | null;
  /** Basketball points per period so far (quarters then overtime periods); football: null. */
  periods: { home: number[]; away: number[] } | null;
  /** Football counts so far; null for basketball, before kick-off, or when `statsCovered` is false. */
  liveStats: FootballLiveStats | null;
  /**
   * Football: false when the source has no match statistics (corners, cards, shots) for this
   * match, e.g. the CSL file, so the calls can say "no data" instead of showing zeros. Absent
   * (basketball, or a snapshot saved before the field existed) means covered.
   */
  statsCovered?: boolean;
  /**
   * Basketball: each side's team box score so far, growing to the real NBA.com one at the final
   * buzzer; absent or null for football, before tip-off, and for games without a box score (playoffs).
   */
  teamBox?: { home: BasketballTeamBox; away: BasketballTeamBox } | null;
  lottery: LotteryNumber | null;
  /** Bumped whenever anything above changes; lets clients and caches compare cheaply. */
  version: number;
}

/** One line of live text (football events; basketball scoring runs and period ends). */
export interface BoardEvent {
  seq: number;
  /** Football `67'`/`45+2'`; basketball `Q3 05:12`. */
  minute: string;
  kind: string;
  side: 'home' | 'away' | null;
  score: ScorePair;
  text: Record<Locale, string>;
}

/** One company's quote in force from `at`, in one market. */
export interface BoardOddsStep {
  at: number;
  line: number | null;
  prices: number[];
}

export interface BoardOddsPath {
  company: string;
  market: OddsMarket;
  steps: BoardOddsStep[];
}

/** What changed, as published once per change by the feed leader and applied by every node. */
export interface BoardChange {
  fixture: BoardFixture;
  /** Events that happened with this change, oldest first (already in `events(id)` after apply). */
  newEvents: BoardEvent[];
  /** When present, the fixture's whole odds history is replaced by this (new fixture, new steps). */
  odds?: BoardOddsPath[];
  /**
   * When present, the whole live text is replaced by this (`newEvents` is then empty): the source
   * took lines back, e.g. the replay restarted with another seed or speed.
   */
  events?: BoardEvent[];
}

/** Read side used by the match calls. Every method is synchronous and bounded. */
export interface MatchBoard {
  /** True when the feed has not refreshed within its deadline: the data shown is the last known. */
  readonly stale: boolean;
  /** Epoch ms of the last successful feed refresh. */
  readonly refreshedAt: number;
  /** Bumped on every change of any kind (apply, replace, window, status): a cheap cache key. */
  readonly revision: number;
  /** Fixtures of one sport in the board's window, by kick-off then id. */
  fixtures(sport: Sport): readonly BoardFixture[];
  fixture(id: string): BoardFixture | undefined;
  /** Live text so far, oldest first. */
  events(id: string): readonly BoardEvent[];
  /** Odds history per company and market up to now (opening first). */
  odds(id: string): readonly BoardOddsPath[];
  /** Called after each applied change; returns the unsubscribe function. */
  onChange(listener: (change: BoardChange) => void): () => void;
}
