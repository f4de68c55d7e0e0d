import { z } from 'zod';
import { epochMs } from './common.ts';
import { footballMatchId } from './football-common.ts';
import { locales } from './locale.ts';

/**
 * Shapes of the content calls: articles (news, match previews and reports, shared winning
 * tickets), team news, banners, activities, help entries and app messages.
 */

/** Largest article or help HTML accepted on save, in characters (the call body limit is 64 KB). */
export const MAX_ARTICLE_HTML = 40_000;
export const MAX_CONTENT_PAGE_SIZE = 50;

export const contentId = z.number().int().min(1, 'must be 1 or more');
export const contentLocale = z.enum(locales);

export const contentPaging = {
  page: z.number().int().min(1, 'must be 1 or more').max(1000, 'must be at most 1000').default(1),
  pageSize: z.number().int().min(1, 'must be 1 or more').max(MAX_CONTENT_PAGE_SIZE, `must be at most ${MAX_CONTENT_PAGE_SIZE}`).default(20),
};

/**
 * - `news`: written by an editor. `preview` / `report`: written automatically from a match's
 *   real data, published 24 h before kick-off / after full time. `shai`: a shared winning ticket.
 */
export const articleKinds = ['news', 'preview', 'report', 'shai'] as const;
export const articleKind = z.enum(articleKinds);
export type ArticleKind = z.infer<typeof articleKind>;

/** Shared-ticket types (getShaiType0/1/2): 0 football lottery, 1 basketball lottery, 2 14-match / pick-9. */
export const shaiTypes = [0, 1, 2] as const;
export const shaiType = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The match an article is about, as its card shows it. */
export const articleMatch = z.object({
  id: z.string(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: epochMs,
});

export const articleSummary = z.object({
  id: z.number().int(),
  kind: articleKind,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable().describe('an uploaded image path, or null'),
  match: articleMatch.nullable(),
  publishedAt: epochMs,
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleDetail = articleSummary.extend({
  html: z.string().describe('sanitised HTML (allow-list applied on save)'),
  locale: contentLocale.describe('the language the article is written in (a link may open it in another)'),
  shaiType: shaiType.nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export function contentPage<T extends z.ZodType>(item: T) {
  return z.object({ page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean(), items: z.array(item) });
}

/** One team-news (情报) line: good or bad news for one side, from the match's real facts. */
export const teamNewsItem = z.object({
  side: z.enum(['home', 'away', 'both']),
  tone: z.enum(['good', 'bad', 'neutral']),
  text: z.string(),
});
export type TeamNewsItem = z.infer<typeof teamNewsItem>;

export const matchTeamNews = z.object({ match: articleMatch, items: z.array(teamNewsItem) });
export type MatchTeamNews = z.infer<typeof matchTeamNews>;

export const banner = z.object({
  id: z.string().describe('`b{n}` for an editor banner, `m{matchId}` for a featured match'),
  title: z.string(),
  subtitle: z.string(),
  img: z.string().nullable(),
  href: z.string().describe('`{tab|page|https}://link{target}`'),
  colours: z.tuple([z.string(), z.string()]).describe('background gradient when there is no image'),
});
export type Banner = z.infer<typeof banner>;

export const activity = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  img: z.string().nullable(),
  href: z.string(),
  startsAt: epochMs,
  endsAt: epochMs,
});
export type Activity = z.infer<typeof activity>;

export const helpCategories = ['account', 'coins', 'data', 'experts', 'other'] as const;
export const helpSummary = z.object({ id: z.number().int(), category: z.enum(helpCategories), question: z.string(), summary: z.string() });
export const helpDetail = helpSummary.extend({ html: z.string(), updatedAt: epochMs });
export type HelpSummary = z.infer<typeof helpSummary>;
export type HelpDetail = z.infer<typeof helpDetail>;

/** Named pages served by Sundry/getContent. */
export const contentPageKeys = ['zhaomu', 'about', 'contact'] as const;
export const contentPageKey = z.enum(contentPageKeys);

export const topMessage = z.object({ id: z.number().int(), title: z.string(), href: z.string() });
export const appMessage = z.object({ id: z.number().int(), title: z.string(), content: z.string(), img: z.string(), href: z.string() });
export type TopMessageReply = z.infer<typeof topMessage>;
export type AppMessageReply = z.infer<typeof appMessage>;

export const messagePayload = z.object({ id: z.number().int().min(0, 'must be 0 (the latest) or a message id').default(0) });

export { footballMatchId as contentMatchId };
