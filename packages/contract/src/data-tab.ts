import { z } from 'zod';
import { access } from './access.ts';
import { basketballGame, basketballPastGame, basketballStandingRow, basketballTeam, basketballTeamSplit } from './basketball-shapes.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';
import { competitionKind, footballCatalogId, footballPaging, footballRow } from './football-common.ts';
import { footballPastMatch, footballStandingRow } from './football-history.ts';

/**
 * The data tab (资料库): the competitions it covers and, per competition, its table, results and
 * fixtures. A league is shown as of its replayed round: its season on the board, with the results
 * played up to the latest finished board match (so the table never gives away a replayed result).
 * An international tournament is shown over its latest calendar year in the imported history.
 */

export const dataCompetition = z.object({
  id: z.string(),
  sport: z.enum(['football', 'basketball']),
  kind: competitionKind,
  name: z.string().describe('full name in the caller\'s locale'),
  shortName: z.string(),
  colour: z.string().describe('#RRGGBB, the competition\'s brand colour'),
  season: z.string().nullable().describe('the season shown: 2024-25, a calendar year for tournaments; null without data'),
  matches: z.number().int().nonnegative().describe('matches in that season up to the cut-off'),
  replayed: z.boolean().describe('the season is a real past season replayed on today\'s calendar (show 历史回放), not a live feed'),
});
export type DataCompetition = z.infer<typeof dataCompetition>;

const competitionPayload = z.object({ competitionId: footballCatalogId });

export const dataTabCalls = {
  dataCompetitions: defineCall({
    module: 'MobileData',
    name: 'getSaiShiList',
    summary:
      'The competitions of the data tab: the five European leagues, the Chinese Super League and the NBA (in that order), then the international tournaments played in the last two years of the history, most matches first (at most 16).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ competitions: z.array(dataCompetition) }),
  }),
  dataFootballCompetition: defineCall({
    module: 'MobileData',
    name: 'getSaiShiDetail',
    summary:
      'A football competition\'s page: its table (leagues; for a tournament, the teams\' records over the year) with home/away splits and form, and its next board matches (live first, then by kick-off; at most 30). Unknown or basketball competition: not found.',
    access: access.public,
    payload: competitionPayload,
    reply: z.object({
      competition: dataCompetition,
      asOf: epochMs.nullable().describe('results before this instant count; null: the whole season'),
      standings: z.array(footballStandingRow),
      fixtures: z.array(footballRow).max(30),
    }),
  }),
  dataFootballResults: defineCall({
    module: 'MobileData',
    name: 'getSaiShiGames',
    summary: 'A football competition\'s results in the season its page shows (same cut-off), newest first, paged (at most 50 a page).',
    access: access.public,
    payload: competitionPayload.extend({
      page: footballPaging.page,
      pageSize: z.number().int().min(1, 'must be 1 or more').max(50, 'must be at most 50').default(20),
    }),
    reply: z.object({
      competitionId: z.string(),
      season: z.string().nullable(),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int().nonnegative(),
      items: z.array(footballPastMatch),
    }),
  }),
  dataNbaStandings: defineCall({
    module: 'MobileData',
    name: 'getLanJf',
    summary:
      'The NBA page: both conference tables of the replayed season (regular season, results before the latest finished board game), the board\'s latest finished games (newest first) and its next games (by tip-off), at most 20 each.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({
      competition: dataCompetition,
      asOf: epochMs.nullable(),
      conferences: z.array(z.object({ conference: z.enum(['east', 'west']), rows: z.array(basketballStandingRow) })),
      results: z.array(basketballGame).max(20),
      fixtures: z.array(basketballGame).max(20),
    }),
  }),
  dataNbaTeam: defineCall({
    module: 'MobileData',
    name: 'getLanTeam',
    summary:
      'An NBA team page, as of the NBA page\'s cut-off: its conference table row, its season splits (overall, home, road, with against-the-spread and over/under records), every game of its season so far (all stages, newest first) and its next board games (at most 5). Unknown or football team: not found.',
    access: access.public,
    payload: z.object({ teamId: footballCatalogId }),
    reply: z.object({
      team: basketballTeam,
      season: z.string().nullable(),
      replayed: z.boolean().describe('the season is a real past season replayed on today\'s calendar (show 历史回放), not a live feed'),
      asOf: epochMs.nullable(),
      standing: basketballStandingRow.nullable(),
      splits: z.object({ all: basketballTeamSplit, atHome: basketballTeamSplit, onRoad: basketballTeamSplit }),
      games: z.array(basketballPastGame).max(120),
      upcoming: z.array(basketballGame).max(5),
    }),
  }),
} as const;
