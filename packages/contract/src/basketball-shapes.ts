import { z } from 'zod';
import { epochMs } from './common.ts';

/**
 * Shapes shared by the basketball (MobileLan) calls. Names are in the caller's locale; ids and
 * colours let the client link and paint without a second lookup.
 */

/** A Beijing calendar date, `YYYY-MM-DD`. */
export const basketballDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** A public match id as the board gives it (`[A-Za-z0-9_-]{1,40}`). */
export const basketballGameId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a match id');

export const basketballTeam = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  colour: z.string(),
});
export type BasketballTeam = z.infer<typeof basketballTeam>;

export const basketballPoints = z.object({ home: z.number().int(), away: z.number().int() });

/** Coarse state: `break` covers the pauses between periods and half-time. */
export const basketballStatus = z.enum(['scheduled', 'live', 'break', 'finished', 'postponed']);

/** One game as every list and the detail show it. */
export const basketballGame = z.object({
  id: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  season: z.string(),
  tipoffAt: epochMs,
  status: basketballStatus,
  /** `scheduled`, `q1`…`q4`, `ot1`…, `break`, `half_time`, `finished`. */
  phase: z.string(),
  /** The period being played or just finished (5+ = overtime); null before tip-off. */
  period: z.number().int().nullable(),
  /** Game clock left in the period, `mm:ss`; null before tip-off. */
  clock: z.string().nullable(),
  home: basketballTeam,
  away: basketballTeam,
  /** Null before tip-off. */
  score: basketballPoints.nullable(),
  /** Points per period so far: four quarters, then each overtime period. */
  periods: z.object({ home: z.array(z.number().int()), away: z.array(z.number().int()) }).nullable(),
  /** China Sports Lottery number (`周一301`) when the game is on the lottery's list. */
  lottery: z.object({ day: z.string(), code: z.string() }).nullable(),
  /** Changes whenever anything above changes. */
  version: z.number().int(),
});
export type BasketballGame = z.infer<typeof basketballGame>;

/** A past game as history shows it (head-to-head, recent form). */
export const basketballPastGame = z.object({
  matchId: z.string(),
  playedAt: epochMs,
  season: z.string(),
  home: basketballTeam,
  away: basketballTeam,
  score: basketballPoints,
  /** The home side's handicap (−5.5 = home gives 5.5), null when the data has no spread. */
  spread: z.number().nullable(),
  total: z.number().nullable(),
});
export type BasketballPastGame = z.infer<typeof basketballPastGame>;

export const basketballWinLoss = z.object({ wins: z.number().int(), losses: z.number().int() });

/** One row of a standings table computed from results (regular season only). */
export const basketballStandingRow = z.object({
  rank: z.number().int(),
  team: basketballTeam,
  conference: z.enum(['east', 'west']),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Wins / games, 3 decimals; 0 before any game. */
  winPct: z.number(),
  /** ((leader W − W) + (L − leader L)) / 2 against the table's leader. */
  gamesBehind: z.number(),
  home: basketballWinLoss,
  away: basketballWinLoss,
  lastTen: basketballWinLoss,
  /** `W3` = three wins in a row, `L1`; empty before any game. */
  streak: z.string(),
});
export type BasketballStandingRow = z.infer<typeof basketballStandingRow>;

/** Against-the-spread record: `push` when margin + handicap is exactly 0; games without a line are not counted. */
export const basketballAtsRecord = z.object({ covers: z.number().int(), fails: z.number().int(), pushes: z.number().int() });
/** Over/under record against the total line; games without a line are not counted. */
export const basketballOverUnderRecord = z.object({ overs: z.number().int(), unders: z.number().int(), pushes: z.number().int() });

/** A team's results over a set of games. Averages to 1 decimal; 0 when there are no games. */
export const basketballTeamSplit = z.object({
  games: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  ats: basketballAtsRecord,
  overUnder: basketballOverUnderRecord,
});
export type BasketballTeamSplit = z.infer<typeof basketballTeamSplit>;

/** One side's team box score (NBA.com). Percentages 0–100, 1 decimal. */
export const basketballBoxScore = z.object({
  points: z.number().int(),
  rebounds: z.number().int(),
  assists: z.number().int(),
  steals: z.number().int(),
  blocks: z.number().int(),
  turnovers: z.number().int(),
  fieldGoalsMade: z.number().int(),
  fieldGoalsAttempted: z.number().int(),
  fieldGoalPct: z.number(),
  threesMade: z.number().int(),
  threesAttempted: z.number().int(),
  threePct: z.number(),
  freeThrowsMade: z.number().int(),
  freeThrowsAttempted: z.number().int(),
  freeThrowPct: z.number(),
});
export type BasketballBoxScore = z.infer<typeof basketballBoxScore>;

/** A quote in force from `at`. `prices` follow the market's `outcomes` order, decimal odds. */
export const basketballOddsStep = z.object({ at: epochMs, line: z.number().nullable(), prices: z.array(z.number()) });

/** One company's history in one market, from the opening quote to the one in force now. */
export const basketballOddsMarket = z.object({
  market: z.enum(['spread', 'total', 'moneyline']),
  companyId: z.string(),
  companyName: z.string(),
  /** What each price is for: moneyline `[home, away]`; spread and total carry a line only. */
  outcomes: z.array(z.enum(['home', 'away', 'over', 'under'])),
  opening: basketballOddsStep,
  current: basketballOddsStep,
  /** True once tip-off has passed: `current` is the closing quote. */
  closed: z.boolean(),
  /** Every step up to now, opening first (at most 50). */
  history: z.array(basketballOddsStep),
});

/** Paging for the day lists. */
export const basketballDayListPayload = z.object({
  /** Beijing date; today in Beijing when absent. */
  date: basketballDate.optional(),
  page: z.number().int().min(1).max(100).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const basketballPageInfo = { date: basketballDate, page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

/** A price as decimal odds and American odds, with its implied probability (margin included). */
export const moneylinePrice = z.object({ decimal: z.number(), american: z.number().int(), impliedProbability: z.number() });
