import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from './routes/route-table.ts';
import { pageAt, startLoadingPage } from './router.tsx';

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

describe('startLoadingPage', () => {
  const score = routeTable.find((route) => route.path === '/pages/tabBar/score');
  afterEach(() => vi.restoreAllMocks());

  it("starts loading the page served at the path, matched as pageAt matches", () => {
    if (!score) throw new Error('no scores route');
    const load = vi.spyOn(score, 'load').mockResolvedValue({ default: () => null });
    startLoadingPage('/PAGES/tabbar/score/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the page, without an unhandled rejection', async () => {
    if (!score) throw new Error('no scores route');
    const load = vi.spyOn(score, 'load').mockRejectedValue(new Error('chunk fetch failed'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startLoadingPage('/pages/tabBar/score');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(load).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does nothing for a path the app does not serve', () => {
    const loads = routeTable.map((route) => vi.spyOn(route, 'load'));
    startLoadingPage('/pages/tabBar/nowhere');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });
});
