import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import ScoreTabRoute from '../pages/score-tab.page.tsx';
import { aiPaths } from '../../features/ai/ai-paths.ts';
import { aiChasePaths } from '../../features/ai-chase/ai-chase-paths.ts';
import { aiModelPaths } from '../../features/ai-models/ai-models-paths.ts';
import { contentPaths } from '../../features/content/content-paths.ts';
import { dataPaths } from '../../features/data/data-paths.ts';
import { lotteryPaths } from '../../features/lottery/lottery-paths.ts';
import { scorePaths } from '../../features/scores/routes.ts';
import { walletPaths } from '../../features/wallet/wallet-paths.ts';
import { loadTexts } from '../../lib/i18n/i18n.ts';
import { afterLoad } from '../../lib/idle/after-load.ts';
import { loadOnce } from '../../lib/async/load-once.ts';
import type { TextNamespace } from '../../lib/i18n/resources.ts';
import { paths } from './paths.ts';
import { REGISTER_AFTER_LOAD_MS, REGISTER_IDLE_TIMEOUT_MS } from '../../sw/register.ts';

type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  page: ComponentType | LazyExoticComponent<ComponentType>;
  /** The page's code and its texts (the page renders once both are in). */
  load: () => Promise<PageModule>;
}

/**
 * A page with the text files it uses beyond the first screen's (text-chunks.ts): the lazy page
 * resolves only when both its code and its texts are in, so it never shows a raw key. The start-up
 * (router.tsx), the lazy page and the background preloads share one load.
 */
function route(path: string, loadPage: () => Promise<PageModule>, texts: readonly TextNamespace[] = []): RouteEntry {
  const load = loadOnce(() => withTexts(loadPage(), texts));
  return { path, load, page: lazy(load) };
}

/**
 * The scores tab, the first tab the start page opens and where most visits land, in the entry's
 * bundle rather than loaded lazily: its code, a few dozen small modules, came as a second wave
 * of requests and evaluations after the entry's, each taking CPU from the first screen (README,
 * performance). It uses only the first screen's texts. Opening another page directly costs its
 * bytes.
 */
function bundledRoute(path: string, page: ComponentType): RouteEntry {
  const module = Promise.resolve({ default: page });
  return { path, page, load: () => module };
}

async function withTexts(page: Promise<PageModule>, texts: readonly TextNamespace[]): Promise<PageModule> {
  // A text file that fails to arrive (offline before it was cached) leaves keys showing, which
  // is better than an error page; the code's own failure still goes to the route's error page.
  const [module] = await Promise.all([page, loadTexts(texts).catch((error: unknown) => console.warn('page texts failed to load', error))]);
  return module;
}

const start = route(paths.root, () => import('../pages/start.page.tsx'));

/**
 * THE route table: every path the app serves, each page but the scores tab loaded lazily. A
 * path appears here only when its page is real; the tab bar and link handling read it to know
 * what exists.
 */
export const routeTable: readonly RouteEntry[] = [
  start,
  { ...start, path: paths.start },
  route(paths.noNetwork, () => import('../pages/no-network.page.tsx')),
  route(paths.user, () => import('../pages/user-tab.page.tsx'), ['ai-models', 'wallet']),
  route(paths.login, () => import('../pages/login.page.tsx')),
  route(paths.userSetting, () => import('../pages/user-setting.page.tsx')),
  route(paths.editUser, () => import('../pages/edit-user.page.tsx')),
  route(paths.bindPhone, () => import('../pages/bind-phone.page.tsx')),
  route(paths.bindMsg, () => import('../pages/bind-msg.page.tsx')),
  route(paths.agreement, () => import('../pages/xy.page.tsx')),
  route(paths.privacy, () => import('../pages/link.page.tsx')),
  route(paths.dataList, () => import('../../features/data/pages/data-tab.page.tsx'), ['data', 'ai-models']),
  route(dataPaths.competition, () => import('../../features/data/pages/competition.page.tsx'), ['data']),
  route(dataPaths.points, () => import('../../features/data/pages/points.page.tsx'), ['data']),
  route(dataPaths.team, () => import('../../features/data/pages/team.page.tsx'), ['data']),
  route(dataPaths.issues, () => import('../../features/data/pages/issues.page.tsx'), ['data']),
  route(dataPaths.issue, () => import('../../features/data/pages/issue.page.tsx'), ['data']),
  route(dataPaths.draws, () => import('../../features/data/pages/draws.page.tsx'), ['data']),
  route(dataPaths.draw, () => import('../../features/data/pages/draw.page.tsx'), ['data']),
  route(paths.matchDetails, () => import('../../features/match/pages/football-match.page.tsx'), ['match']),
  route(paths.matchDetailsBasketball, () => import('../../features/match/pages/basketball-match.page.tsx'), ['match']),
  route(paths.report, () => import('../../features/match/pages/jubao.page.tsx'), ['match']),
  route(paths.video, () => import('../../features/match/pages/videoh5.page.tsx'), ['match']),
  bundledRoute(paths.score, ScoreTabRoute),
  route(scorePaths.gameSetting, () => import('../../features/scores/pages/game-setting.page.tsx')),
  route(scorePaths.screen, () => import('../../features/scores/pages/screen.page.tsx')),
  route(scorePaths.competitionsDay, () => import('../../features/scores/pages/screen-game-type.page.tsx')),
  route(scorePaths.competitionsNow, () => import('../../features/scores/pages/screen-game-type-z-now.page.tsx')),
  route(scorePaths.competitionsBasketball, () => import('../../features/scores/pages/screen-game-type-l.page.tsx')),
  route(scorePaths.companiesFootball, () => import('../../features/scores/pages/screen-companies.page.tsx')),
  route(scorePaths.companiesBasketball, () => import('../../features/scores/pages/screen-companies-l.page.tsx')),
  route(scorePaths.course, () => import('../../features/scores/pages/course.page.tsx')),
  route(scorePaths.courseBasketball, () => import('../../features/scores/pages/course-l.page.tsx')),
  route(aiPaths.footballPlans, () => import('../../features/ai/pages/ai-zq-jh.page.tsx'), ['ai', 'ai-models', 'ai-chase']),
  route(aiPaths.basketballPlans, () => import('../../features/ai/pages/ai-lan.page.tsx'), ['ai', 'ai-models']),
  route(aiPaths.scorecard, () => import('../../features/ai/pages/ai-jh.page.tsx'), ['ai']),
  route(aiChasePaths.payAi, () => import('../../features/ai-chase/pages/pay-ai.page.tsx'), ['ai-chase', 'ai']),
  route(aiModelPaths.basketballDetails, () => import('../../features/ai-models/pages/ai-lan-details.page.tsx'), ['ai-models', 'ai', 'wallet']),
  route(aiModelPaths.basketballPlan, () => import('../../features/ai-models/pages/ai-lan-jh-details.page.tsx'), ['ai-models', 'ai', 'wallet']),
  route(aiModelPaths.payBasketballPlan, () => import('../../features/ai-models/pages/pay-lan-ai.page.tsx'), ['ai-models', 'ai', 'wallet']),
  route(aiModelPaths.payBasketballModel, () => import('../../features/ai-models/pages/pay-model.page.tsx'), ['ai-models', 'ai', 'wallet']),
  route(aiModelPaths.myModels, () => import('../../features/ai-models/pages/my-module.page.tsx'), ['ai-models', 'ai', 'wallet']),
  route(aiModelPaths.modelCombination, () => import('../../features/ai-models/pages/modules-pay.page.tsx'), ['ai-models', 'ai', 'wallet']),
  route(aiModelPaths.dataModel, () => import('../../features/ai-models/pages/common-pay.page.tsx'), ['ai-models', 'ai', 'wallet']),
  route(walletPaths.topUp, () => import('../../features/wallet/pages/pay-page.page.tsx'), ['wallet']),
  route(walletPaths.vip, () => import('../../features/wallet/pages/vip-page.page.tsx'), ['wallet']),
  route(walletPaths.vipCheckout, () => import('../../features/wallet/pages/vip-page-now.page.tsx'), ['wallet']),
  route(walletPaths.products, () => import('../../features/wallet/pages/zj-pay.page.tsx'), ['wallet']),
  route(walletPaths.ledger, () => import('../../features/wallet/pages/money-details.page.tsx'), ['wallet']),
  route(walletPaths.coupons, () => import('../../features/wallet/pages/coupon-list-all.page.tsx'), ['wallet']),
  route(walletPaths.chooseCoupon, () => import('../../features/wallet/pages/coupon-list.page.tsx'), ['wallet']),
  route(walletPaths.invitations, () => import('../../features/wallet/pages/yq-user.page.tsx'), ['wallet']),
  route(walletPaths.share, () => import('../../features/wallet/pages/share.page.tsx'), ['wallet']),
  route(walletPaths.shareTips, () => import('../../features/wallet/pages/share-tips.page.tsx'), ['wallet']),
  route(walletPaths.withdrawals, () => import('../../features/wallet/pages/txsq-list.page.tsx'), ['wallet']),
  route(contentPaths.home, () => import('../../features/content/pages/home.page.tsx'), ['content']),
  route(contentPaths.footballHome, () => import('../../features/content/pages/football-home.page.tsx'), ['content']),
  route(contentPaths.newsPage, () => import('../../features/content/pages/news-page.page.tsx'), ['content']),
  route(contentPaths.newsList, () => import('../../features/content/pages/news-list.page.tsx'), ['content']),
  route(contentPaths.newsDetails, () => import('../../features/content/pages/news-details.page.tsx'), ['content']),
  route(contentPaths.webViewPage, () => import('../../features/content/pages/web-view.page.tsx'), ['content']),
  route(contentPaths.webView, () => import('../../features/content/pages/web-view.page.tsx'), ['content']),
  route(contentPaths.activities, () => import('../../features/content/pages/activities-current.page.tsx'), ['content']),
  route(contentPaths.pastActivities, () => import('../../features/content/pages/activities-ended.page.tsx'), ['content']),
  route(contentPaths.help, () => import('../../features/content/pages/help.page.tsx'), ['content']),
  route(contentPaths.recruitment, () => import('../../features/content/pages/recruitment.page.tsx'), ['content']),
  route(lotteryPaths.score, () => import('../../features/lottery/pages/score-calculator.page.tsx'), ['lottery']),
  route(lotteryPaths.basketball, () => import('../../features/lottery/pages/lanqiu-calculator.page.tsx'), ['lottery']),
  route(lotteryPaths.beidan, () => import('../../features/lottery/pages/beidan-calculator.page.tsx'), ['lottery']),
  route(lotteryPaths.sfc, () => import('../../features/lottery/pages/sfc-calculator.page.tsx'), ['lottery']),
  route(lotteryPaths.rjiu, () => import('../../features/lottery/pages/rjiu-calculator.page.tsx'), ['lottery']),
  route(lotteryPaths.split, () => import('../../features/lottery/pages/chaifen.page.tsx'), ['lottery']),
  route(lotteryPaths.bonus, () => import('../../features/lottery/pages/bonus.page.tsx'), ['lottery']),
  route(lotteryPaths.beidanBonus, () => import('../../features/lottery/pages/beidan-bonus.page.tsx'), ['lottery']),
  route(lotteryPaths.basketballBonus, () => import('../../features/lottery/pages/lan-bonus.page.tsx'), ['lottery']),
  route(lotteryPaths.filters, () => import('../../features/lottery/pages/filters.page.tsx'), ['lottery']),
  route(lotteryPaths.beidanFilters, () => import('../../features/lottery/pages/beidan-filters.page.tsx'), ['lottery']),
  route(lotteryPaths.sfcFilters, () => import('../../features/lottery/pages/sfc-filters.page.tsx'), ['lottery']),
  route(lotteryPaths.rjiuFilters, () => import('../../features/lottery/pages/rjiu-filters.page.tsx'), ['lottery']),
  route(lotteryPaths.save, () => import('../../features/lottery/pages/plan.page.tsx'), ['lottery']),
  route(lotteryPaths.footballDetail, () => import('../../features/lottery/pages/plan-detai.page.tsx'), ['lottery']),
  route(lotteryPaths.basketballDetail, () => import('../../features/lottery/pages/lanplan-detai.page.tsx'), ['lottery']),
  route(lotteryPaths.beidanDetail, () => import('../../features/lottery/pages/beidanplan-detai.page.tsx'), ['lottery']),
  route(lotteryPaths.sfcDetail, () => import('../../features/lottery/pages/sfcplan-detai.page.tsx'), ['lottery']),
  route(lotteryPaths.rjiuDetail, () => import('../../features/lottery/pages/rjiuplan-detai.page.tsx'), ['lottery']),
  route(lotteryPaths.share, () => import('../../features/lottery/pages/plan-detai-share.page.tsx'), ['lottery']),
  route(lotteryPaths.beidanShare, () => import('../../features/lottery/pages/beidanplan-detai-share.page.tsx'), ['lottery']),
];

const served = new Set(routeTable.map((entry) => entry.path));

/** Whether the app serves a path (without its query). */
export function isServed(path: string): boolean {
  return served.has(path);
}

/**
 * The page shown because the network has gone (the start page opens it when the server cannot be
 * reached): preloaded whatever else happens, since by the time it is needed it cannot be fetched.
 */
const OFFLINE_PAGES: readonly string[] = [paths.noNetwork];

/** The pages one tap away from the tabs: first in line when every page is preloaded. */
const NEAR_PAGES: readonly string[] = [paths.home, paths.score, paths.dataList, paths.user, paths.login, paths.matchDetails, paths.matchDetailsBasketball];

/**
 * How long to wait for the service worker before preloading the other pages as well: it registers
 * a while after load (sw/register.ts), then its install fetches every file.
 */
const SERVICE_WORKER_WAIT_MS = REGISTER_AFTER_LOAD_MS + REGISTER_IDLE_TIMEOUT_MS + 15_000;

/**
 * Fetches pages' code and texts in the background, so a page opened later (or after the network
 * dropped) does not wait for, or fail on, its chunks. The offline page always; every other page
 * (those one tap from the tabs first) only where no service worker comes up. Its install caches
 * every file off the main thread, while preloading a page here runs its code and inserts a link
 * per file it imports, on the main thread and while the first screen is still filling in: the
 * seven pages one tap away added 81 of the scores tab's 178 requests, and leaving them out took
 * 1–2 s of CPU off a load's first 5.5 s on this project's 2-core machine (renderer, browser and
 * server together). A page opened before the worker is up loads as it is opened.
 */
export async function preloadPages(entries: readonly RouteEntry[] = routeTable, serviceWorkerUp: () => Promise<boolean> = hasServiceWorker): Promise<void> {
  const offline = entries.filter((entry) => OFFLINE_PAGES.includes(entry.path));
  await preloadEach(offline);
  if (await serviceWorkerUp()) return;
  const near = entries.filter((entry) => NEAR_PAGES.includes(entry.path));
  await preloadEach(near);
  await preloadEach(entries.filter((entry) => !near.includes(entry) && !offline.includes(entry)));
}

async function preloadEach(entries: readonly RouteEntry[]): Promise<void> {
  // After the opened page has loaded, one page per idle period: each page's code runs (and its
  // styles apply) as a task of its own when it arrives, so loading several at once made one long
  // task of them, blocking the first screen's scrolling and push updates.
  // Each page with its texts; the start page is listed twice under one loader.
  for (const load of new Set(entries.map((entry) => entry.load))) {
    await whenIdle();
    await load().catch(() => undefined);
  }
}

/** Whether an active service worker (registered in production builds, see sw/register.ts) holds the app's files. */
function hasServiceWorker(): Promise<boolean> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SERVICE_WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready.then(() => true), timeout]);
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200));
    afterLoad(idle);
  });
}
