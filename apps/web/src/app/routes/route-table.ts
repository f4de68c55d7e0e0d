import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { aiPaths } from '../../features/ai/ai-paths.ts';
import { aiChasePaths } from '../../features/ai-chase/ai-chase-paths.ts';
import { aiModelPaths } from '../../features/ai-models/ai-models-paths.ts';
import { contentPaths } from '../../features/content/content-paths.ts';
import { dataPaths } from '../../features/data/data-paths.ts';
import { lotteryPaths } from '../../features/lottery/lottery-paths.ts';
import { scorePaths } from '../../features/scores/routes.ts';
import { walletPaths } from '../../features/wallet/wallet-paths.ts';
import { paths } from './paths.ts';

type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  load: () => Promise<PageModule>;
}

function route(path: string, load: () => Promise<PageModule>): RouteEntry {
  return { path, load, page: lazy(load) };
}

const loadStart = () => import('../pages/start.page.tsx');
const start = route(paths.root, loadStart);

/**
 * THE route table: every path the app serves, each page loaded lazily. A path appears here
 * only when its page is real; the tab bar and link handling read it to know what exists.
 */
export const routeTable: readonly RouteEntry[] = [
  start,
  { ...start, path: paths.start },
  route(paths.noNetwork, () => import('../pages/no-network.page.tsx')),
  route(paths.user, () => import('../pages/user-tab.page.tsx')),
  route(paths.login, () => import('../pages/login.page.tsx')),
  route(paths.userSetting, () => import('../pages/user-setting.page.tsx')),
  route(paths.editUser, () => import('../pages/edit-user.page.tsx')),
  route(paths.bindPhone, () => import('../pages/bind-phone.page.tsx')),
  route(paths.bindMsg, () => import('../pages/bind-msg.page.tsx')),
  route(paths.agreement, () => import('../pages/xy.page.tsx')),
  route(paths.privacy, () => import('../pages/link.page.tsx')),
  route(paths.dataList, () => import('../../features/data/pages/data-tab.page.tsx')),
  route(dataPaths.competition, () => import('../../features/data/pages/competition.page.tsx')),
  route(dataPaths.points, () => import('../../features/data/pages/points.page.tsx')),
  route(dataPaths.team, () => import('../../features/data/pages/team.page.tsx')),
  route(dataPaths.issues, () => import('../../features/data/pages/issues.page.tsx')),
  route(dataPaths.issue, () => import('../../features/data/pages/issue.page.tsx')),
  route(dataPaths.draws, () => import('../../features/data/pages/draws.page.tsx')),
  route(dataPaths.draw, () => import('../../features/data/pages/draw.page.tsx')),
  route(paths.matchDetails, () => import('../../features/match/pages/football-match.page.tsx')),
  route(paths.matchDetailsBasketball, () => import('../../features/match/pages/basketball-match.page.tsx')),
  route(paths.report, () => import('../../features/match/pages/jubao.page.tsx')),
  route(paths.video, () => import('../../features/match/pages/videoh5.page.tsx')),
  route(paths.score, () => import('../pages/score-tab.page.tsx')),
  route(scorePaths.gameSetting, () => import('../../features/scores/pages/game-setting.page.tsx')),
  route(scorePaths.screen, () => import('../../features/scores/pages/screen.page.tsx')),
  route(scorePaths.competitionsDay, () => import('../../features/scores/pages/screen-game-type.page.tsx')),
  route(scorePaths.competitionsNow, () => import('../../features/scores/pages/screen-game-type-z-now.page.tsx')),
  route(scorePaths.competitionsBasketball, () => import('../../features/scores/pages/screen-game-type-l.page.tsx')),
  route(scorePaths.companiesFootball, () => import('../../features/scores/pages/screen-companies.page.tsx')),
  route(scorePaths.companiesBasketball, () => import('../../features/scores/pages/screen-companies-l.page.tsx')),
  route(scorePaths.course, () => import('../../features/scores/pages/course.page.tsx')),
  route(scorePaths.courseBasketball, () => import('../../features/scores/pages/course-l.page.tsx')),
  route(aiPaths.footballPlans, () => import('../../features/ai/pages/ai-zq-jh.page.tsx')),
  route(aiPaths.basketballPlans, () => import('../../features/ai/pages/ai-lan.page.tsx')),
  route(aiPaths.scorecard, () => import('../../features/ai/pages/ai-jh.page.tsx')),
  route(aiChasePaths.payAi, () => import('../../features/ai-chase/pages/pay-ai.page.tsx')),
  route(aiModelPaths.basketballDetails, () => import('../../features/ai-models/pages/ai-lan-details.page.tsx')),
  route(aiModelPaths.basketballPlan, () => import('../../features/ai-models/pages/ai-lan-jh-details.page.tsx')),
  route(aiModelPaths.payBasketballPlan, () => import('../../features/ai-models/pages/pay-lan-ai.page.tsx')),
  route(aiModelPaths.payBasketballModel, () => import('../../features/ai-models/pages/pay-model.page.tsx')),
  route(aiModelPaths.myModels, () => import('../../features/ai-models/pages/my-module.page.tsx')),
  route(aiModelPaths.modelCombination, () => import('../../features/ai-models/pages/modules-pay.page.tsx')),
  route(aiModelPaths.dataModel, () => import('../../features/ai-models/pages/common-pay.page.tsx')),
  route(walletPaths.topUp, () => import('../../features/wallet/pages/pay-page.page.tsx')),
  route(walletPaths.vip, () => import('../../features/wallet/pages/vip-page.page.tsx')),
  route(walletPaths.vipCheckout, () => import('../../features/wallet/pages/vip-page-now.page.tsx')),
  route(walletPaths.products, () => import('../../features/wallet/pages/zj-pay.page.tsx')),
  route(walletPaths.ledger, () => import('../../features/wallet/pages/money-details.page.tsx')),
  route(walletPaths.coupons, () => import('../../features/wallet/pages/coupon-list-all.page.tsx')),
  route(walletPaths.chooseCoupon, () => import('../../features/wallet/pages/coupon-list.page.tsx')),
  route(walletPaths.invitations, () => import('../../features/wallet/pages/yq-user.page.tsx')),
  route(walletPaths.share, () => import('../../features/wallet/pages/share.page.tsx')),
  route(walletPaths.shareTips, () => import('../../features/wallet/pages/share-tips.page.tsx')),
  route(walletPaths.withdrawals, () => import('../../features/wallet/pages/txsq-list.page.tsx')),
  route(contentPaths.home, () => import('../../features/content/pages/home.page.tsx')),
  route(contentPaths.footballHome, () => import('../../features/content/pages/football-home.page.tsx')),
  route(contentPaths.newsPage, () => import('../../features/content/pages/news-page.page.tsx')),
  route(contentPaths.newsList, () => import('../../features/content/pages/news-list.page.tsx')),
  route(contentPaths.newsDetails, () => import('../../features/content/pages/news-details.page.tsx')),
  route(contentPaths.webViewPage, () => import('../../features/content/pages/web-view.page.tsx')),
  route(contentPaths.webView, () => import('../../features/content/pages/web-view.page.tsx')),
  route(contentPaths.activities, () => import('../../features/content/pages/activities-current.page.tsx')),
  route(contentPaths.pastActivities, () => import('../../features/content/pages/activities-ended.page.tsx')),
  route(contentPaths.help, () => import('../../features/content/pages/help.page.tsx')),
  route(contentPaths.recruitment, () => import('../../features/content/pages/recruitment.page.tsx')),
  route(lotteryPaths.score, () => import('../../features/lottery/pages/score-calculator.page.tsx')),
  route(lotteryPaths.basketball, () => import('../../features/lottery/pages/lanqiu-calculator.page.tsx')),
  route(lotteryPaths.beidan, () => import('../../features/lottery/pages/beidan-calculator.page.tsx')),
  route(lotteryPaths.sfc, () => import('../../features/lottery/pages/sfc-calculator.page.tsx')),
  route(lotteryPaths.rjiu, () => import('../../features/lottery/pages/rjiu-calculator.page.tsx')),
  route(lotteryPaths.split, () => import('../../features/lottery/pages/chaifen.page.tsx')),
  route(lotteryPaths.bonus, () => import('../../features/lottery/pages/bonus.page.tsx')),
  route(lotteryPaths.beidanBonus, () => import('../../features/lottery/pages/beidan-bonus.page.tsx')),
  route(lotteryPaths.basketballBonus, () => import('../../features/lottery/pages/lan-bonus.page.tsx')),
  route(lotteryPaths.filters, () => import('../../features/lottery/pages/filters.page.tsx')),
  route(lotteryPaths.beidanFilters, () => import('../../features/lottery/pages/beidan-filters.page.tsx')),
  route(lotteryPaths.sfcFilters, () => import('../../features/lottery/pages/sfc-filters.page.tsx')),
  route(lotteryPaths.rjiuFilters, () => import('../../features/lottery/pages/rjiu-filters.page.tsx')),
  route(lotteryPaths.save, () => import('../../features/lottery/pages/plan.page.tsx')),
  route(lotteryPaths.footballDetail, () => import('../../features/lottery/pages/plan-detai.page.tsx')),
  route(lotteryPaths.basketballDetail, () => import('../../features/lottery/pages/lanplan-detai.page.tsx')),
  route(lotteryPaths.beidanDetail, () => import('../../features/lottery/pages/beidanplan-detai.page.tsx')),
  route(lotteryPaths.sfcDetail, () => import('../../features/lottery/pages/sfcplan-detai.page.tsx')),
  route(lotteryPaths.rjiuDetail, () => import('../../features/lottery/pages/rjiuplan-detai.page.tsx')),
  route(lotteryPaths.share, () => import('../../features/lottery/pages/plan-detai-share.page.tsx')),
  route(lotteryPaths.beidanShare, () => import('../../features/lottery/pages/beidanplan-detai-share.page.tsx')),
];

const served = new Set(routeTable.map((entry) => entry.path));

/** Whether the app serves a path (without its query). */
export function isServed(path: string): boolean {
  return served.has(path);
}

/**
 * Fetches every page's code in the background, so a page opened later (or after the network
 * dropped) does not wait for, or fail on, its chunk. The service worker keeps them for offline.
 */
export async function preloadPages(): Promise<void> {
  // After the opened page has loaded and the browser is idle, a few pages at a time: the first
  // screen's own code and data must not queue behind every other page's chunks.
  await whenIdle();
  const loads = [...new Set(routeTable.map((entry) => entry.load))];
  for (let i = 0; i < loads.length; i += PRELOAD_BATCH) {
    await Promise.allSettled(loads.slice(i, i + PRELOAD_BATCH).map((load) => load()));
    await whenIdle();
  }
}

const PRELOAD_BATCH = 4;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200));
    if (typeof document === 'undefined' || document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}
