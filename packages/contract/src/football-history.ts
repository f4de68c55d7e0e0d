import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { epochMs } from './common.ts';
import { competitionKind, footballCatalogId, footballRow, footballMatchId, footballPaging, footballScore, footballTeamLabel } from './football-common.ts';

/**
 * Football history from the imported seasons: head-to-head, form, standings and team pages.
 * "Before" a replayed match means before the real match it replays, so the replayed season's
 * earlier rounds are its history and its later rounds are not yet played.
 */

export const footballOutcome = z.enum(['W', 'D', 'L']);

/** A played match from the imported history. */
export const footballPastMatch = z.object({
  id: z.string(),
  competitionId: z.string(),
  competition: z.string(),
  season: z.string(),
  playedAt: epochMs,
  home: footballTeamLabel,
  away: footballTeamLabel,
  score: footballScore,
  halfTime: footballScore.nullable(),
});

/** A past match seen from one team: its outcome (win, draw, loss) for that team. */
export const footballTeamPastMatch = footballPastMatch.extend({ outcome: footballOutcome });

export const footballRecord = z.object({
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  points: z.number().int(),
});

/** A standings row: 3 points a win, 1 a draw; ranked by points, goal difference, goals scored, then team id. */
export const footballStandingRow = footballRecord.extend({
  rank: z.number().int(),
  team: footballTeamLabel,
  goalDifference: z.number().int(),
  home: footballRecord,
  away: footballRecord,
  form: z.array(footballOutcome).describe('the last 5 results, newest first'),
});

const teamForm = z.object({ matches: z.array(footballTeamPastMatch), overall: footballRecord, home: footballRecord, away: footballRecord });

export const footballHistoryCalls = {
  footballAnalysis: defineCall({
    module: 'MobileFoot',
    name: 'getGameAnalysis',
    summary:
      'Pre-match analysis: the last `limit` meetings of the two teams (any venue, any competition) with wins per side, each team\'s last `limit` matches with overall / home / away records over them, and both teams\' current standings rows in the match\'s competition season. Everything is from before the match.',
    access: access.public,
    payload: z.object({ id: footballMatchId, limit: z.number().int().min(1, 'must be 1 or more').max(20, 'must be at most 20').default(10) }),
    reply: z.object({
      id: z.string(),
      before: epochMs,
      headToHead: z.object({ matches: z.array(footballPastMatch), homeWins: z.number().int(), draws: z.number().int(), awayWins: z.number().int() }),
      form: z.object({ home: teamForm, away: teamForm }),
      standings: z.object({
        competitionId: z.string(),
        season: z.string(),
        kind: competitionKind,
        teams: z.number().int(),
        rows: z.array(footballStandingRow),
      }),
    }),
  }),
  footballRecentForm: defineCall({
    module: 'MobileFootNew',
    name: 'getHostList5',
    summary: 'Each side\'s last 5 matches before the match, newest first.',
    access: access.public,
    payload: z.object({ id: footballMatchId }),
    reply: z.object({ id: z.string(), home: z.array(footballTeamPastMatch), away: z.array(footballTeamPastMatch) }),
  }),
  footballTeamInfo: defineCall({
    module: 'MobileIndex',
    name: 'getFootTeamInfo',
    summary:
      'A team page: names, colour, its competition season (the one on the board, else its latest), its standings row there, form and home/away splits, its last 5 results and next board matches (at most 5). History is up to its current replayed round.',
    access: access.public,
    payload: z.object({ teamId: footballCatalogId }),
    reply: z.object({
      team: footballTeamLabel,
      competitionId: z.string().nullable(),
      competition: z.string().nullable(),
      season: z.string().nullable(),
      replayed: z.boolean().describe('the season is a real past season replayed on today\'s calendar (show 历史回放), not a live feed'),
      standing: footballStandingRow.nullable(),
      teams: z.number().int().describe('teams in the standings'),
      recent: z.array(footballTeamPastMatch),
      upcoming: z.array(footballRow),
    }),
  }),
  footballTeamMatches: defineCall({
    module: 'MobileIndex',
    name: 'getFootTeamGames',
    summary: 'A team\'s played matches from the imported history (up to its current replayed round), newest first, paged (at most 50 a page).',
    access: access.public,
    payload: z.object({ teamId: footballCatalogId, page: footballPaging.page, pageSize: z.number().int().min(1, 'must be 1 or more').max(50, 'must be at most 50').default(20) }),
    reply: z.object({ teamId: z.string(), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(footballTeamPastMatch) }),
  }),
} as const;
