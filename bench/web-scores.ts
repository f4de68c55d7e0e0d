// The scores screen's web benchmarks (issue 4): the virtualised list against a plain antd-mobile
// List in one headless Chromium with 4× CPU throttling, the scores route's initial JS+CSS from
// the built app, and a Lighthouse mobile score of the scores route on the real server.
import { rmSync } from 'node:fs';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { median } from './support.ts';
import { buildBenchPage, serveFolder } from './web/bench-page.ts';
import { calibratedCpuMultiplier } from './web/cpu-calibration.ts';
import { gatherLoad, scoreLoad, type GatheredLoad, type LighthouseFigures } from './web/lighthouse.ts';
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
  /** Their median: this machine's speed, which the calibrated slowdown is read from. */
  benchmarkIndex: number;
  fixed: MedianRun;
  calibrated: MedianRun;
}

/** The run with the median score, with every run's score in run order. */
export type MedianRun = LighthouseFigures & { scores: number[] };

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
  // The scores tab is bundled with the entry (route-table.ts).
  const route = routeSize(distDir, { bundledPage: 'score-tab.page' });
  // The real server with the replayed matches, so the page Lighthouse loads has its live data.
  const server = await startServer({ feed: true });
  let loads: GatheredLoad[];
  try {
    loads = await gatherLoads(`${server.url}/#/pages/tabBar/score`);
  } finally {
    await server.stop();
  }
  let lighthouse: LighthouseSummary;
  try {
    lighthouse = await scoreLoads(loads);
  } finally {
    for (const load of loads) load.discard();
  }
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

async function gatherLoads(url: string): Promise<GatheredLoad[]> {
  // A first load, not counted: it shares the machine with the server's first-start work (the
  // match archive's import, the replay catching up), which the page's own figures must not carry.
  (await gatherLoad(url)).discard();
  // Lighthouse's own advice: one run swings by several points, the median of a few does not.
  const loads: GatheredLoad[] = [];
  try {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) loads.push(await gatherLoad(url));
  } catch (error) {
    for (const load of loads) load.discard();
    throw error;
  }
  return loads;
}

/**
 * Scores every load at the fixed 4× and at the slowdown calibrated to this machine. Each load's
 * BenchmarkIndex is a benchmark of well under a second, which swung from 1,079 to 1,925 between
 * loads of one bench; their median is the machine's speed, and every load is scored at the one
 * slowdown it gives, so the two rows differ by the calibration alone.
 */
async function scoreLoads(loads: readonly GatheredLoad[]): Promise<LighthouseSummary> {
  const benchmarkIndexes = loads.map((load) => load.benchmarkIndex);
  const benchmarkIndex = median(benchmarkIndexes);
  const calibratedMultiplier = calibratedCpuMultiplier(benchmarkIndex);
  const fixed: LighthouseFigures[] = [];
  const calibrated: LighthouseFigures[] = [];
  for (const load of loads) {
    fixed.push(await scoreLoad(load, 4));
    calibrated.push(await scoreLoad(load, calibratedMultiplier));
  }
  return { benchmarkIndexes, benchmarkIndex, fixed: medianRun(fixed), calibrated: medianRun(calibrated) };
}

function medianRun(runs: readonly LighthouseFigures[]): MedianRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return { ...middle, scores: runs.map((r) => r.score) };
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
  const { benchmarkIndexes, benchmarkIndex, fixed, calibrated } = f.lighthouse;
  console.log(`Lighthouse mobile performance of the scores route (target ≥ ${LIGHTHOUSE_TARGET}); BenchmarkIndex ${benchmarkIndex.toFixed(0)}, median of ${benchmarkIndexes.map((i) => i.toFixed(0)).join(' / ')}:`);
  console.log(`  CPU calibrated (${calibrated.cpuMultiplier.toFixed(2)}×): ${calibrated.score}, median of ${calibrated.scores.join(' / ')}`, calibrated.metrics);
  console.log(`  CPU fixed at 4×: ${fixed.score}, median of ${fixed.scores.join(' / ')}`, fixed.metrics);
}
