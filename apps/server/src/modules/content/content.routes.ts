import type { ServerTag } from '@scoreline/contract';
import type { HandlerMap } from '../../platform/context.ts';
import type { Db } from '../../plugins/db/database.ts';
import { requireIdentity } from '../account/account.service.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import { ContentAdminService } from './content-admin.service.ts';
import * as repo from './content.repo.ts';
import { seedBlocks } from './content.seed.ts';
import { ContentService } from './content.service.ts';
import { MatchArticleJob } from './match-articles.job.ts';

type PublicCalls =
  | 'newsList' | 'newsDetail' | 'teamNewsList' | 'matchTeamNews' | 'banners' | 'activities'
  | 'shaiDocs' | 'shaiDocYears' | 'shaiType0' | 'shaiType1' | 'shaiType2'
  | 'contentPage' | 'helpDetail' | 'helpList' | 'jinbaoLink' | 'topMessage' | 'appMessage'
  | 'appRelease' | 'iosOk' | 'androidOk' | 'miniProgramOpen';
type AdminCalls =
  | 'adminSaveArticle' | 'adminPublishArticle' | 'adminSaveBanner' | 'adminSaveActivity' | 'adminSaveHelp'
  | 'adminSavePage' | 'adminSaveTopMessage' | 'adminSaveAppMessage' | 'adminPublishBlock' | 'adminSaveSettings'
  | 'adminSyncMatchArticles' | 'adminLog';

export interface ContentDeps {
  db: Db;
  board: MatchBoard;
  now: () => number;
  publish: (tag: ServerTag, data: string) => Promise<void>;
  /** Whether this node writes match articles after board changes (the feed leader). */
  writesMatchArticles: () => boolean;
  onError: (error: unknown) => void;
}

export interface ContentModule {
  handlers: HandlerMap<PublicCalls | AdminCalls>;
  /** Seeds the built-in help and pages and starts following the board; returns the stop function. */
  start(): Promise<() => void>;
}

export function createContentModule(deps: ContentDeps): ContentModule {
  const job = new MatchArticleJob({ db: deps.db, board: deps.board, now: deps.now, shouldRun: deps.writesMatchArticles, onError: deps.onError });
  const content = new ContentService(deps.db, deps.board, deps.now);
  const admin = new ContentAdminService({ db: deps.db, now: deps.now, job, publish: deps.publish });
  const uid = (ctx: Parameters<typeof requireIdentity>[0]) => requireIdentity(ctx).userId;
  const shaiType = (type: 0 | 1 | 2) => (p: { page: number; pageSize: number }, ctx: { locale: Parameters<ContentService['shaiDocs']>[1] }) => content.shaiDocs({ ...p, type }, ctx.locale);
  const handlers: ContentModule['handlers'] = {
    newsList: (p, ctx) => content.newsList(p, ctx.locale),
    newsDetail: (p, ctx) => content.newsDetail(p.id, ctx.locale),
    teamNewsList: (p, ctx) => content.teamNewsList(p, ctx.locale),
    matchTeamNews: (p, ctx) => content.matchTeamNews(p.id, ctx.locale),
    banners: (_p, ctx) => content.banners(ctx.locale),
    activities: (p, ctx) => content.activities(p, ctx.locale),
    shaiDocs: (p, ctx) => content.shaiDocs(p, ctx.locale),
    shaiDocYears: (_p, ctx) => content.shaiYears(ctx.locale),
    shaiType0: shaiType(0),
    shaiType1: shaiType(1),
    shaiType2: shaiType(2),
    contentPage: (p, ctx) => content.contentPage(p.key, ctx.locale),
    helpDetail: (p) => content.helpDetail(p.id),
    helpList: (_p, ctx) => content.helpList(ctx.locale),
    jinbaoLink: async () => ({ href: (await content.switches()).jinbaoHref }),
    topMessage: (p, ctx) => content.topMessage(p.id, ctx.locale),
    appMessage: (p, ctx) => content.appMessage(p.id, ctx.locale),
    appRelease: (p) => content.appRelease(p.code),
    iosOk: async () => ({ ok: (await content.switches()).iosOk }),
    androidOk: async () => ({ ok: (await content.switches()).androidOk }),
    miniProgramOpen: async () => ({ open: (await content.switches()).azIosOpen }),
    adminSaveArticle: (p, ctx) => admin.saveArticle(p, uid(ctx)),
    adminPublishArticle: (p, ctx) => admin.publishArticle(p.id, p.published, uid(ctx)),
    adminSaveBanner: (p, ctx) => admin.saveBlock({ kind: 'banner', input: p }, uid(ctx)),
    adminSaveActivity: (p, ctx) => admin.saveBlock({ kind: 'activity', input: p }, uid(ctx)),
    adminSaveHelp: (p, ctx) => admin.saveBlock({ kind: 'help', input: p }, uid(ctx)),
    adminSavePage: (p, ctx) => admin.saveBlock({ kind: 'page', input: p }, uid(ctx)),
    adminSaveTopMessage: (p, ctx) => admin.saveBlock({ kind: 'top', input: p }, uid(ctx)),
    adminSaveAppMessage: (p, ctx) => admin.saveBlock({ kind: 'app', input: p }, uid(ctx)),
    adminPublishBlock: (p, ctx) => admin.publishBlock(p.id, p.published, uid(ctx)),
    adminSaveSettings: (p, ctx) => admin.saveSettings(p, uid(ctx)),
    adminSyncMatchArticles: (_p, ctx) => admin.syncMatchArticles(uid(ctx)),
    adminLog: (p) => admin.log(p),
  };
  return {
    handlers,
    start: async () => {
      await repo.insertSeedBlocks(deps.db, seedBlocks(new Date(deps.now())));
      return job.start();
    },
  };
}
