import { ClockCircleOutline, CompassOutline, HistogramOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { isServed } from '../routes/route-table.ts';
import { paths } from '../routes/paths.ts';

export interface TabDef {
  /** The last path segment, used in test ids (`tabbar-item-{key}`). */
  key: string;
  path: string;
  labelKey: 'tabs.home' | 'tabs.score' | 'tabs.dataList' | 'tabs.experts' | 'tabs.user';
  icon: ComponentType;
}

/** Spec section 2: five tabs, in this order. */
export const tabs: readonly TabDef[] = [
  { key: 'home', path: paths.home, labelKey: 'tabs.home', icon: CompassOutline },
  { key: 'score', path: paths.score, labelKey: 'tabs.score', icon: ClockCircleOutline },
  { key: 'data_list', path: paths.dataList, labelKey: 'tabs.dataList', icon: HistogramOutline },
  { key: 'zl_zj', path: paths.experts, labelKey: 'tabs.experts', icon: TeamOutline },
  { key: 'user', path: paths.user, labelKey: 'tabs.user', icon: UserOutline },
];

export function isTabPath(path: string): boolean {
  return tabs.some((tab) => tab.path === path);
}

/** Where the start page goes: the first tab whose page exists. */
export function firstServedTab(): string {
  return tabs.find((tab) => isServed(tab.path))?.path ?? paths.user;
}
