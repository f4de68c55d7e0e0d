import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload } from './common.ts';
import { appRelease, appReleaseQuery } from './content-app.ts';
import { contentAdminCalls } from './content-admin.ts';
import {
  activity,
  appMessage,
  articleDetail,
  articleKind,
  articleSummary,
  banner,
  contentId,
  contentMatchId,
  contentPage,
  contentPageKey,
  contentPaging,
  helpDetail,
  helpSummary,
  matchTeamNews,
  messagePayload,
  shaiType,
  topMessage,
} from './content-shapes.ts';

export * from './content-admin.ts';
export * from './content-app.ts';
export * from './content-shapes.ts';

const articlePage = contentPage(articleSummary);
const shaiTypeCall = <N extends string>(name: N, type: 0 | 1 | 2) =>
  defineCall({
    module: 'MobileIndex',
    name,
    summary: `Published shared winning tickets of type ${type} (0 football lottery, 1 basketball lottery, 2 14-match / pick-9), newest first.`,
    access: access.public,
    payload: z.object(contentPaging),
    reply: articlePage,
  });

/** News, tips, banners, activities, help, app messages and the content back office. */
export const contentCalls = {
  newsList: defineCall({
    module: 'MobileIndex',
    name: 'getNewsList',
    summary:
      'Published articles in the caller\'s language, newest first: editors\' news, match previews (published 24 h before kick-off) and reports (after full time). Optionally of one kind or one match.',
    access: access.public,
    payload: z.object({ kind: articleKind.optional(), matchId: contentMatchId.optional(), ...contentPaging }),
    reply: articlePage,
  }),
  newsDetail: defineCall({
    module: 'mobileindex',
    name: 'getNewsDetail',
    summary: 'One published article with its sanitised HTML.',
    access: access.public,
    payload: z.object({ id: contentId }),
    reply: articleDetail,
  }),
  teamNewsList: defineCall({
    module: 'MobileIndex',
    name: 'getQingBaoList',
    summary: 'Team news (情报) of the upcoming football matches whose preview is out, by kick-off: good and bad signs for each side from form, head-to-head, table and odds.',
    access: access.public,
    payload: z.object(contentPaging),
    reply: contentPage(matchTeamNews),
  }),
  matchTeamNews: defineCall({
    module: 'MobileIndex',
    name: 'getGameQinBao',
    summary: 'Team news of one football match (empty items until its preview is written).',
    access: access.public,
    payload: z.object({ id: contentMatchId }),
    reply: matchTeamNews,
  }),
  banners: defineCall({
    module: 'MobileIndex',
    name: 'getBanners',
    summary: 'Home banners: editors\' published banners first, then the day\'s featured matches (live or next to kick off) linking to their preview.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ items: z.array(banner) }),
  }),
  activities: defineCall({
    module: 'MobileIndex',
    name: 'getPayHd',
    summary: 'Activities (活动) in the caller\'s language: `current` (running now, ending first) or `ended` (newest first).',
    access: access.public,
    payload: z.object({ state: z.enum(['current', 'ended']).default('current'), ...contentPaging }),
    reply: contentPage(activity),
  }),
  shaiDocs: defineCall({
    module: 'MobileIndex',
    name: 'getShaiDoc',
    summary: 'Published shared winning tickets, newest first, optionally of one year (Beijing time) and one type.',
    access: access.public,
    payload: z.object({ year: z.number().int().min(2000).max(2100).optional(), type: shaiType.optional(), ...contentPaging }),
    reply: articlePage,
  }),
  shaiDocYears: defineCall({
    module: 'MobileIndex',
    name: 'getShaiDocYears',
    summary: 'The years (Beijing time) that have published shared winning tickets, newest first.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ years: z.array(z.number().int()) }),
  }),
  shaiType0: shaiTypeCall('getShaiType0', 0),
  shaiType1: shaiTypeCall('getShaiType1', 1),
  shaiType2: shaiTypeCall('getShaiType2', 2),
  contentPage: defineCall({
    module: 'Sundry',
    name: 'getContent',
    summary: 'A named page (zhaomu expert recruitment, about, contact) in the caller\'s language.',
    access: access.public,
    payload: z.object({ key: contentPageKey }),
    reply: z.object({ key: contentPageKey, title: z.string(), html: z.string(), updatedAt: z.number().int() }),
  }),
  helpDetail: defineCall({
    module: 'Sundry',
    name: 'getHelpDetail',
    summary: 'One published help answer.',
    access: access.public,
    payload: z.object({ id: contentId }),
    reply: helpDetail,
  }),
  helpList: defineCall({
    module: 'MobileApi',
    name: 'getKeFuList',
    summary: 'The help and support questions (客服) in the caller\'s language, by category and order.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ items: z.array(helpSummary) }),
  }),
  jinbaoLink: defineCall({
    module: 'Sundry',
    name: 'getJinbaoHref',
    summary: 'The configured partner link (金宝) as an https href, or null when none is configured.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ href: z.string().nullable() }),
  }),
  topMessage: defineCall({
    module: 'Sundry',
    name: 'getTopMsg',
    summary: 'The top banner message: id 0 = the latest published one for the caller\'s language; null when there is none.',
    access: access.public,
    payload: messagePayload,
    reply: topMessage.nullable(),
  }),
  appMessage: defineCall({
    module: 'Sundry',
    name: 'getAppTcMsg',
    summary: 'The centred pop-up message: id 0 = the latest published one for the caller\'s language; null when there is none.',
    access: access.public,
    payload: messagePayload,
    reply: appMessage.nullable(),
  }),
  appRelease: defineCall({
    module: 'Sundry',
    name: 'getAppDown',
    summary: 'Update check: this version (2.5.0, code 250), the latest configured release and, when it is newer than the caller\'s code, its Android package URL; plus the pack mode.',
    access: access.public,
    payload: appReleaseQuery,
    reply: appRelease,
  }),
  iosOk: defineCall({
    module: 'Sundry',
    name: 'isIosOk',
    summary: 'Whether the iOS build may show index (odds) features (see visibleFeatures).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ ok: z.boolean() }),
  }),
  androidOk: defineCall({
    module: 'Sundry',
    name: 'isAndroidOk',
    summary: 'Whether the Android build may show index (odds) features (see visibleFeatures).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ ok: z.boolean() }),
  }),
  miniProgramOpen: defineCall({
    module: 'Sundry',
    name: 'getAzIosOpen',
    summary: 'Whether the mini-program mode is open (see visibleFeatures).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ open: z.boolean() }),
  }),
  ...contentAdminCalls,
} as const;
