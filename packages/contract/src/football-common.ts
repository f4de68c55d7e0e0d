import { z } from 'zod';
import { epochMs } from './common.ts';
import { footballLiveClock } from './football-clock.ts';
import { MAX_FOOTBALL_PAGE_SIZE } from './paging-limits.ts';

/**
 * Shapes shared by the football calls: a match id, a Beijing-day query with footballPaging, a team as
 * shown next to a score, and the compact match row every list uses.
 */

/** A board match id (`[A-Za-z0-9_-]{1,40}`, the same as push topics). */
export const footballMatchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a match id (letters, digits, _ or -, at most 40)');

/** A catalog id of a team or competition (`manchester-united`, `premier-league`). */
/** A league (one table per season) or an international tournament (no table). */
export const competitionKind = z.enum(['league', 'international']).describe('a league has one table per season; an international tournament has none');

export const footballCatalogId = z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a catalog id (lower-case letters, digits, -)');

/** A calendar day in Beijing, `YYYY-MM-DD`. */
export const footballDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real date');

export { MAX_FOOTBALL_PAGE_SIZE };

/** Paging: 1-based page, at most `MAX_FOOTBALL_PAGE_SIZE` rows a page. */
export const footballPaging = {
  page: z.number().int().min(1, 'must be 1 or more').max(1000, 'must be at most 1000').default(1),
  pageSize: z.number().int().min(1, 'must be 1 or more').max(MAX_FOOTBALL_PAGE_SIZE, `must be at most ${MAX_FOOTBALL_PAGE_SIZE}`).default(30),
};

/** The day lists' payload: a Beijing date (default: today), optional competitions, footballPaging. */
export const footballDayQuery = z.object({
  date: footballDate.optional(),
  competitionIds: z.array(footballCatalogId).max(20, 'must list at most 20 competitions').optional(),
  ...footballPaging,
});
export type FootballDayQuery = z.input<typeof footballDayQuery>;

export const footballScore = z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() });
export type FootballScore = z.infer<typeof footballScore>;

export const footballStatus = z.enum(['scheduled', 'live', 'break', 'finished', 'postponed']);
export const footballSide = z.enum(['home', 'away']);

/** A team next to a score: names in the caller's locale and the team colour (`#RRGGBB`). */
export const footballTeamLabel = z.object({ id: z.string(), name: z.string(), shortName: z.string(), colour: z.string() });
export type FootballTeamLabel = z.infer<typeof footballTeamLabel>;

/** One football match in a list (compact: what a score row shows). */
export const footballRow = z.object({
  id: z.string(),
  competitionId: z.string(),
  competition: z.string().describe('short name in the caller\'s locale'),
  kickoffAt: epochMs,
  status: footballStatus,
  phase: z.string().describe('not_started, first_half, half_time, second_half, finished, postponed, awarded…'),
  clock: z.string().nullable().describe('minute as shown (67, 45+2) when the reply was built; null before kick-off'),
  liveClock: footballLiveClock.nullable().describe('while a half is played: how its minute runs, to tick it on the client; null otherwise'),
  home: footballTeamLabel,
  away: footballTeamLabel,
  score: footballScore.nullable(),
  halfTime: footballScore.nullable(),
  redCards: footballScore.nullable().describe('so far, or final; null before kick-off or when the source has no statistics (CSL)'),
  corners: footballScore.nullable().describe('so far, or final; null before kick-off or when the source has no statistics (CSL): hide, never show 0-0'),
  lottery: z.string().nullable().describe('China Sports Lottery number, e.g. 周一001'),
});
export type FootballRow = z.infer<typeof footballRow>;

/** A page of a day list; `stale` is true when the feed is late and the data is the last known. */
export function footballDayPage<T extends z.ZodType>(item: T) {
  return z.object({
    date: z.string(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().nonnegative(),
    stale: z.boolean(),
    items: z.array(item),
  });
}

/** A quote: the line (handicap of the home side, or goals total) and decimal prices. */
export const footballQuote = z.object({ line: z.number().nullable(), prices: z.array(z.number()) });
export type FootballQuote = z.infer<typeof footballQuote>;

/**
 * One company's opening and current quote in one market. Lists of these (and every day list's
 * `companies`) come in one order: the bookmakers as the catalog lists them (bet365, Pinnacle,
 * William Hill, Interwetten, bwin, VC Bet, 1xBet, Betfair, Betfair Exchange, Betbrain), then any
 * other code, then the market average and maximum. A client whose chosen company does not price
 * a match falls back to the first company listed.
 */
export const footballCompanyQuotes = z.object({
  company: z.string(),
  companyName: z.string(),
  opening: footballQuote,
  current: footballQuote,
});
export type FootballCompanyQuotes = z.infer<typeof footballCompanyQuotes>;
