import { describe, expect, it } from 'vitest';
import { routeTable } from './routes/route-table.ts';
import { pageAt } from './router.tsx';

describe('pageAt', () => {
  it('finds every served path', () => {
    for (const route of routeTable) expect(pageAt(route.path), route.path).toBe(route.page);
  });

  it('matches as React Router did: any letter case, with or without a trailing slash', () => {
    const score = routeTable.find((route) => route.path === '/pages/tabBar/score');
    expect(pageAt('/PAGES/tabbar/score/')).toBe(score?.page);
    expect(pageAt('')).toBe(routeTable.find((route) => route.path === '/')?.page);
  });

  it('finds nothing for a path the app does not serve', () => {
    expect(pageAt('/pages/tabBar/nowhere')).toBeUndefined();
    expect(pageAt('/pages/tabBar/score/extra')).toBeUndefined();
  });
});
