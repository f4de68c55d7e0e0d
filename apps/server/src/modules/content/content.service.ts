import {
  APP_VERSION,
  APP_VERSION_CODE,
  hasNewerRelease,
  type AppRelease,
  type Banner,
  type Locale,
  type MatchTeamNews,
} from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { competitionName, findTeam, teamName } from '../feed/catalog/index.ts';
import type { BoardFixture, MatchBoard } from '../feed/live/board.types.ts';
import { loadSettings } from './content-settings.ts';
import * as repo from './content.repo.ts';
import { toActivity, toArticleDetail, toArticleSummary, toHelpDetail, toHelpSummary } from './content.mapper.ts';
import type { PreviewFacts } from './match-facts.ts';
import { teamNews } from './team-news.ts';

/** The public content calls: reads only, in the caller's language. */

export interface Paging {
  page: number;
  pageSize: number;
}

const FEATURED_MATCHES = 3;
const FEATURED_WINDOW_MS = 24 * 3600_000;
const NEUTRAL = '#5b6b7a';

function window(paging: Paging): repo.Page {
  return { limit: paging.pageSize + 1, offset: (paging.page - 1) * paging.pageSize };
}

function pageOf<T>(rows: T[], paging: Paging) {
  return { page: paging.page, pageSize: paging.pageSize, hasMore: rows.length > paging.pageSize, items: rows.slice(0, paging.pageSize) };
}

export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly board: MatchBoard,
    private readonly now: () => number,
  ) {}

  async newsList(query: Paging & { kind?: 'news' | 'preview' | 'report' | 'shai' | undefined; matchId?: string | undefined }, locale: Locale) {
    const rows = await repo.listArticles(this.db, { locale, now: new Date(this.now()), kind: query.kind, matchId: query.matchId }, window(query));
    return this.articlePage(rows, query, locale);
  }

  async shaiDocs(query: Paging & { year?: number | undefined; type?: number | undefined }, locale: Locale) {
    const rows = await repo.listArticles(this.db, { locale, now: new Date(this.now()), kind: 'shai', year: query.year, shaiType: query.type }, window(query));
    return this.articlePage(rows, query, locale);
  }

  async shaiYears(locale: Locale) {
    return { years: await repo.shaiYears(this.db, locale, new Date(this.now())) };
  }

  async newsDetail(id: number, locale: Locale) {
    const row = await repo.findArticle(this.db, id);
    const isOut = row?.status === 'published' && row.published_at !== null && row.published_at.getTime() <= this.now();
    if (!row || !isOut) throw new AppError('notFound', 'notFound', { id });
    return toArticleDetail(row, this.board, locale);
  }

  private articlePage(rows: Awaited<ReturnType<typeof repo.listArticles>>, paging: Paging, locale: Locale) {
    const page = pageOf(rows, paging);
    return { ...page, items: page.items.map((r) => toArticleSummary(r, this.board, locale)) };
  }

  /** Team news of upcoming matches whose preview is out, by kick-off. */
  async teamNewsList(paging: Paging, locale: Locale) {
    const upcoming = this.board.fixtures('football').filter((f) => f.status === 'scheduled');
    const previews = await repo.previewsOf(this.db, upcoming.map((f) => f.id), locale, new Date(this.now()));
    const factsById = new Map(previews.map((p) => [p.match_id, p.facts as PreviewFacts]));
    const all = upcoming.flatMap((f) => {
      const facts = factsById.get(f.id);
      return facts ? [this.matchNews(f, facts, locale)] : [];
    });
    const from = (paging.page - 1) * paging.pageSize;
    return { page: paging.page, pageSize: paging.pageSize, hasMore: all.length > from + paging.pageSize, items: all.slice(from, from + paging.pageSize) };
  }

  async matchTeamNews(id: string, locale: Locale): Promise<MatchTeamNews> {
    const fixture = this.board.fixture(id);
    if (!fixture || fixture.sport !== 'football') throw new AppError('notFound', 'matchNotFound', { id });
    const [preview] = await repo.previewsOf(this.db, [id], locale, new Date(this.now()));
    return preview ? this.matchNews(fixture, preview.facts as PreviewFacts, locale) : { match: this.articleMatch(fixture, locale), items: [] };
  }

  private matchNews(fixture: BoardFixture, facts: PreviewFacts, locale: Locale): MatchTeamNews {
    return { match: this.articleMatch(fixture, locale), items: teamNews(facts, locale) };
  }

  private articleMatch(f: BoardFixture, locale: Locale) {
    return {
      id: f.id,
      competition: competitionName(f.competitionId, locale, 'short') ?? f.competitionId,
      home: teamName(f.homeTeamId, locale) ?? f.homeTeamId,
      away: teamName(f.awayTeamId, locale) ?? f.awayTeamId,
      kickoffAt: f.kickoffAt,
    };
  }

  /** Editors' banners, then featured matches: live ones first, then the next to kick off. */
  async banners(locale: Locale): Promise<{ items: Banner[] }> {
    const editorial = (await repo.listBlocks(this.db, { kind: 'banner', locale })).map<Banner>((b) => ({
      id: `b${b.id}`,
      title: b.title,
      subtitle: b.subtitle,
      img: b.img,
      href: b.href,
      colours: ['#cb3131', '#e8663d'],
    }));
    const featured = this.featuredFixtures();
    const previews = await repo.listArticles(this.db, { locale, now: new Date(this.now()), kind: 'preview' }, { limit: 200, offset: 0 });
    const previewIds = new Map(previews.map((p) => [p.match_id, p.id]));
    return { items: [...editorial, ...featured.map((f) => this.matchBanner(f, previewIds.get(f.id), locale))] };
  }

  private featuredFixtures(): BoardFixture[] {
    const now = this.now();
    const football = this.board.fixtures('football');
    const live = football.filter((f) => f.status === 'live' || f.status === 'break');
    const next = football.filter((f) => f.status === 'scheduled' && f.kickoffAt > now && f.kickoffAt - now < FEATURED_WINDOW_MS);
    return [...live, ...next].slice(0, FEATURED_MATCHES);
  }

  private matchBanner(f: BoardFixture, previewId: number | undefined, locale: Locale): Banner {
    const colour = (id: string) => findTeam(id)?.colour ?? NEUTRAL;
    return {
      id: `m${f.id}`,
      title: `${teamName(f.homeTeamId, locale) ?? f.homeTeamId} – ${teamName(f.awayTeamId, locale) ?? f.awayTeamId}`,
      subtitle: competitionName(f.competitionId, locale) ?? f.competitionId,
      img: null,
      href: previewId ? `page://link/pages/index/news_details?id=${previewId}` : `page://link/pages/score/course_details?id=${f.id}`,
      colours: [colour(f.homeTeamId), colour(f.awayTeamId)],
    };
  }

  async activities(query: Paging & { state: 'current' | 'ended' }, locale: Locale) {
    const rows = await repo.listActivities(this.db, locale, query.state, new Date(this.now()), window(query));
    const page = pageOf(rows, query);
    return { ...page, items: page.items.map(toActivity) };
  }

  async contentPage(key: 'zhaomu' | 'about' | 'contact', locale: Locale) {
    const [row] = await repo.listBlocks(this.db, { kind: 'page', locale, tag: key });
    if (!row) throw new AppError('notFound', 'notFound', { key });
    return { key, title: row.title, html: row.body, updatedAt: row.updated_at.getTime() };
  }

  async helpList(locale: Locale) {
    return { items: (await repo.listBlocks(this.db, { kind: 'help', locale })).map(toHelpSummary) };
  }

  async helpDetail(id: number) {
    const row = await repo.findBlock(this.db, id);
    if (!row || row.kind !== 'help' || row.status !== 'published') throw new AppError('notFound', 'notFound', { id });
    return toHelpDetail(row);
  }

  async topMessage(id: number, locale: Locale) {
    const row = await repo.findMessage(this.db, 'top', locale, id);
    return row ? { id: row.id, title: row.title, href: row.href } : null;
  }

  async appMessage(id: number, locale: Locale) {
    const row = await repo.findMessage(this.db, 'app', locale, id);
    return row ? { id: row.id, title: row.title, content: row.body, img: row.img ?? '', href: row.href } : null;
  }

  async appRelease(callerCode: number): Promise<AppRelease> {
    const s = await loadSettings(this.db);
    const hasUpdate = hasNewerRelease(s.latestCode, callerCode);
    return {
      version: APP_VERSION,
      code: APP_VERSION_CODE,
      latestVersion: s.latestVersion,
      latestCode: s.latestCode,
      hasUpdate,
      androidUrl: hasUpdate ? s.androidUrl : null,
      notes: s.notes,
      pack: s.pack,
    };
  }

  async switches() {
    return loadSettings(this.db);
  }
}
