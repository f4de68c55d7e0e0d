import { describe, expect, it } from 'vitest';
import { tabs } from '../shell/tabs.ts';
import { routeTable } from './route-table.ts';
import { specRoutePaths } from './spec-routes.ts';

const under = (base: string, names: string[]) => names.map((name) => `${base}/${name}`);

/**
 * The spec's pages that do not exist yet. Each issue that adds a page removes it from here;
 * the list only ever shrinks. (A path here must also not be served: that is the point.)
 */
const NOT_YET_SERVED = [
  ...under('/pages/tabBar', ['zl_zj', 'expert']),
  ...under('/pages/expert', ['expert_s', 'expert_ph']),
  ...under('/pages/index', ['expert_ls_list', 'expert_ls_list_one', 'details', 'user_details']),
  ...under('/pages/user', [
    'cai', 'bindwx', 'bindwxx', 'expert_admin',
    'zb_link', 'zhiboList', 'pay_fa', 'expert', 'release', 'add_game',
    'add_game_one', 'my_expert', 'my_user', 'release_text', 'edit_text',
  ]),
];

const servedPaths = routeTable.map((route) => route.path);

describe('route table against the spec', () => {
  it('serves only paths the spec names, each once', () => {
    expect(servedPaths.filter((path) => !specRoutePaths.includes(path))).toEqual([]);
    expect(new Set(servedPaths).size).toBe(servedPaths.length);
  });

  it('leaves exactly the expected spec paths unserved (update NOT_YET_SERVED when a page lands)', () => {
    const unserved = specRoutePaths.filter((path) => !servedPaths.includes(path));
    expect(unserved).toEqual(NOT_YET_SERVED);
  });

  it('lists every spec path once', () => {
    expect(new Set(specRoutePaths).size).toBe(specRoutePaths.length);
  });

  it('serves the root as the start page', () => {
    const root = routeTable.find((route) => route.path === '/');
    const start = routeTable.find((route) => route.path === '/pages/tabBar/start');
    expect(root?.page).toBeDefined();
    expect(root?.page).toBe(start?.page);
  });

  it('has the five tabs of the spec in order', () => {
    expect(tabs.map((tab) => tab.path)).toEqual([
      '/pages/tabBar/home',
      '/pages/tabBar/score',
      '/pages/tabBar/data_list',
      '/pages/tabBar/zl_zj',
      '/pages/tabBar/user',
    ]);
  });
});
