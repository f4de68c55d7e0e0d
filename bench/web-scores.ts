// The scores screen's web benchmarks (issue 4): the virtualised list against a plain antd-mobile
// List in one headless Chromium with 4× CPU throttling, the scores route's initial JS+CSS from
// the built app, and a Lighthouse mobile score of the scores route on the real server.
import { rmSync } from 'node:fs';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { buildBenchPage, serveFolder } from './web/bench-page.ts';
import { lighthouseRun, type LighthouseFigures, type LighthouseRun } from './web/lighthouse.ts';
import { CPU_THROTTLING, measureList, type ListFigures } from './web/list-bench.ts';
import { routeSize, type RouteSize } from './web/route-size.ts';

export const ROUTE_BUDGET_BYTES = 180 * 1024;
export const LIGHTHOUSE_TARGET = 90;
/** Lighthouse runs per bench; the row reports the median run. */
const LIGHTHOUSE_RUNS = 5;

export interface WebScoresFigures {
  rows: number;
  changesPerTick: number;
  cpuThrottling: number;
  virtual: ListFigures;
  plain: ListFigures;
  /** Plain ÷ virtual: how many times faster the real list is. */
  mountRatio: number;
  updateRatio: number;
  route: RouteSize;
  lighthouse: LighthouseSummary;
}

/** LIGHTHOUSE_RUNS loads, each scored at Lighthouse's fixed 4× CPU and calibrated to the machine. */
export interface LighthouseSummary {
  /** Each load's BenchmarkIndex, in run order. */
  benchmarkIndexes: number[];
  fixed: MedianRun;
  calibrated: MedianRun;
}

/** The run with the median score, with every run's score and CPU slowdown in run order. */
export type MedianRun = LighthouseFigures & { scores: number[]; cpuMultipliers: number[] };

async function listFigures(): Promise<Pick<WebScoresFigures, 'virtual' | 'plain'>> {
  const dir = await buildBenchPage();
  const site = await serveFolder(dir);
  const browser = await launchBrowser();
  try {
    // One browser, one run; each implementation in a fresh page of its own.
    const virtual = await measureList(browser, site.url, 'virtual');
    const plain = await measureList(browser, site.url, 'plain');
    return { virtual, plain };
  } finally {
    await browser.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs after `npm run build` (the route size and Lighthouse read the built app). */
export async function benchWebScores(distDir = 'apps/web/dist'): Promise<WebScoresFigures> {
  const { virtual, plain } = await listFigures();
  const route = routeSize(distDir, 'score-tab.page');
  // The real server with the replayed matches, so the page Lighthouse loads has its live data.
  const server = await startServer({ feed: true });
  const runs: LighthouseRun[] = [];
  try {
    const url = `${server.url}/#/pages/tabBar/score`;
    // A first run, not counted: it shares the machine with the server's first-start work (the
    // match archive's import, the replay catching up), which the page's own figures must not carry.
    await lighthouseRun(url);
    // Lighthouse's own advice: one run swings by several points, the median of a few does not.
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(url));
  } finally {
    await server.stop();
  }
  const lighthouse: LighthouseSummary = {
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
    fixed: medianRun(runs.map((r) => r.fixed)),
    calibrated: medianRun(runs.map((r) => r.calibrated)),
  };
  const figures: WebScoresFigures = {
    rows: 1000,
    changesPerTick: 20,
    cpuThrottling: CPU_THROTTLING,
    virtual,
    plain,
    mountRatio: plain.medianMountMs / virtual.medianMountMs,
    updateRatio: plain.p95UpdateMs / virtual.p95UpdateMs,
    route,
    lighthouse,
  };
  printFigures(figures);
  return figures;
}

function medianRun(runs: readonly LighthouseFigures[]): MedianRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return { ...median, scores: runs.map((r) => r.score), cpuMultipliers: runs.map((r) => r.cpuMultiplier) };
}

function printFigures(f: WebScoresFigures): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\nscores list, ${f.rows} live matches, ${f.changesPerTick} changes a tick, CPU ${f.cpuThrottling}× slower:`);
  console.table({
    'virtualised (ours)': { 'mount (median)': ms(f.virtual.medianMountMs), 'update p95': ms(f.virtual.p95UpdateMs), 'rows in DOM': f.virtual.rowsInDom },
    'plain antd-mobile List': { 'mount (median)': ms(f.plain.medianMountMs), 'update p95': ms(f.plain.p95UpdateMs), 'rows in DOM': f.plain.rowsInDom },
  });
  console.log(`scores route initial JS+CSS: ${(f.route.gzipBytes / 1024).toFixed(1)} KB gzip in ${f.route.files.length} files (budget ${ROUTE_BUDGET_BYTES / 1024} KB)`);
  for (const file of f.route.files.slice(0, 6)) console.log(`  ${(file.gzipBytes / 1024).toFixed(1)} KB  ${file.file}`);
  const { benchmarkIndexes, fixed, calibrated } = f.lighthouse;
  console.log(`Lighthouse mobile performance of the scores route (target ≥ ${LIGHTHOUSE_TARGET}), BenchmarkIndex by run ${benchmarkIndexes.map((i) => i.toFixed(0)).join(' / ')}:`);
  console.log(`  CPU calibrated (${calibrated.cpuMultipliers.map((m) => `${m.toFixed(2)}×`).join(' / ')}): ${calibrated.score}, median of ${calibrated.scores.join(' / ')}`, calibrated.metrics);
  console.log(`  CPU fixed at 4×: ${fixed.score}, median of ${fixed.scores.join(' / ')}`, fixed.metrics);
}
