import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from './paths.ts';
import { preloadPages, type RouteEntry } from './route-table.ts';

const Page = () => null;

/** Route entries whose loads record the order they ran in. */
function entriesAt(pathsToServe: readonly string[], loaded: string[]): RouteEntry[] {
  return pathsToServe.map((path) => {
    const load = vi.fn(() => {
      loaded.push(path);
      return Promise.resolve({ default: Page });
    });
    return { path, load, page: lazy(load) };
  });
}

/** Runs preloadPages to its end, through the idle waits between pages. */
async function preload(entries: readonly RouteEntry[], serviceWorkerUp: boolean): Promise<void> {
  const done = preloadPages(entries, () => Promise.resolve(serviceWorkerUp));
  await vi.runAllTimersAsync();
  await done;
}

describe('preloadPages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const served = ['/pages/other/far', paths.user, paths.noNetwork, paths.dataList];

  it('with a service worker up, preloads only the offline page: the worker holds the rest', async () => {
    const loaded: string[] = [];
    await preload(entriesAt(served, loaded), true);
    expect(loaded).toEqual([paths.noNetwork]);
  });

  it('without one, preloads the offline page, then the pages one tap from the tabs, then the rest, each once', async () => {
    const loaded: string[] = [];
    await preload(entriesAt(served, loaded), false);
    expect(loaded).toEqual([paths.noNetwork, paths.user, paths.dataList, '/pages/other/far']);
  });
});
