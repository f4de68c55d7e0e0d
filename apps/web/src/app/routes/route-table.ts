import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { dataPaths } from '../../features/data/data-paths.ts';
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
  await Promise.allSettled([...new Set(routeTable.map((entry) => entry.load))].map((load) => load()));
}
