import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  /** The CPU slowdown the simulation applied to the observed load. */
  cpuMultiplier: number;
  metrics: Record<string, number | null>;
}

/** One observed load of a URL, saved by Lighthouse for scoring. */
export interface GatheredLoad {
  url: string;
  /** Lighthouse's saved artifacts of the load. */
  dir: string;
  /** Lighthouse's measure of this machine's CPU, taken in the browser just before the load. */
  benchmarkIndex: number;
  /** Removes the saved artifacts. */
  discard(): void;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;
const BASE_FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

interface SavedArtifacts {
  BenchmarkIndex: number;
  settings: { throttling: Record<string, unknown> & { cpuSlowdownMultiplier: number } };
}

/**
 * Loads one URL in Debian's Chromium as Lighthouse's mobile run does (its defaults: a phone,
 * simulated slow 4G and 4× CPU) and keeps what it observed. The simulated mode loads the page
 * unthrottled and applies the slowdowns afterwards, so one load can be scored at several CPU
 * slowdowns (scoreLoad). (During the load the CPU slowdown only shortens the deadline of
 * Lighthouse's requestIdleCallback shim, which the app does not read.)
 */
export async function gatherLoad(url: string, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<GatheredLoad> {
  const dir = mkdtempSync(join(tmpdir(), 'scoreline-lighthouse-'));
  const discard = () => rmSync(dir, { recursive: true, force: true });
  try {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      await lighthouse(url, { ...BASE_FLAGS, port: chrome.port, gatherMode: dir });
    } finally {
      chrome.kill();
    }
    const benchmarkIndex = readArtifacts(dir).BenchmarkIndex;
    if (typeof benchmarkIndex !== 'number') throw new Error(`lighthouse saved no BenchmarkIndex for ${url}`);
    return { url, dir, benchmarkIndex, discard };
  } catch (error) {
    discard();
    throw error;
  }
}

function artifactsFile(dir: string): string {
  return join(dir, 'artifacts.json');
}

function readArtifacts(dir: string): SavedArtifacts {
  return JSON.parse(readFileSync(artifactsFile(dir), 'utf8')) as SavedArtifacts;
}

/**
 * Lighthouse's mobile score of a gathered load at one CPU slowdown. Lighthouse refuses to score
 * with settings other than the gathered ones, so the saved settings take the slowdown first (see
 * gatherLoad for why the load itself does not depend on it).
 */
export async function scoreLoad(load: GatheredLoad, cpuMultiplier: number): Promise<LighthouseFigures> {
  const artifacts = readArtifacts(load.dir);
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuMultiplier };
  artifacts.settings.throttling = throttling;
  writeFileSync(artifactsFile(load.dir), JSON.stringify(artifacts));
  const result = await lighthouse(load.url, { ...BASE_FLAGS, auditMode: load.dir, throttling });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned no result for ${load.url}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`lighthouse could not score ${load.url}: ${lhr.runtimeError?.message ?? 'no score'}`);
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? null]));
  return { score: Math.round(score * 100), cpuMultiplier, metrics };
}
