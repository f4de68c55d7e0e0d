import type { Browser } from 'playwright-core';

/** Mount and update figures of one list implementation on the bench page. */
export interface ListFigures {
  mountMs: number[];
  medianMountMs: number;
  updateMs: number[];
  p95UpdateMs: number;
  rowsInDom: number;
}

/** What the bench page (apps/web/src/features/scores/bench/list-bench.tsx) puts on `window`. */
declare global {
  interface Window {
    scoresBench?: {
      mount(impl: 'virtual' | 'plain'): Promise<number>;
      unmount(): Promise<void>;
      tick(changes: number): Promise<number>;
      rowsInDom(): number;
    };
  }
}

export const CPU_THROTTLING = 4;
const MOUNTS = 5;
const TICKS = 60;
const CHANGES_PER_TICK = 20;

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Opens the bench page in a fresh phone-sized page with the CPU slowed 4× (CDP), mounts the
 * list `MOUNTS` times (median), then runs `TICKS` ticks of 20 row changes (p95). Each figure is
 * React's render and commit plus the browser's style and layout of the result.
 */
export async function measureList(browser: Browser, url: string, impl: 'virtual' | 'plain'): Promise<ListFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(url);
    await page.waitForFunction(() => window.scoresBench !== undefined);
    const mountMs: number[] = [];
    for (let i = 0; i < MOUNTS; i += 1) {
      if (i > 0) await page.evaluate(() => window.scoresBench?.unmount());
      mountMs.push(await page.evaluate((which) => window.scoresBench?.mount(which) ?? NaN, impl));
    }
    const rowsInDom = await page.evaluate(() => window.scoresBench?.rowsInDom() ?? 0);
    const updateMs: number[] = [];
    for (let i = 0; i < TICKS; i += 1) updateMs.push(await page.evaluate((n) => window.scoresBench?.tick(n) ?? NaN, CHANGES_PER_TICK));
    return { mountMs, medianMountMs: percentile(mountMs, 50), updateMs, p95UpdateMs: percentile(updateMs, 95), rowsInDom };
  } finally {
    await context.close();
  }
}
