import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { calibratedCpuMultiplier } from './cpu-calibration.ts';

export interface LighthouseFigures {
  score: number;
  /** The CPU slowdown the simulation applied to the observed load. */
  cpuMultiplier: number;
  metrics: Record<string, number | null>;
}

/** One observed load of a URL, scored twice by Lighthouse's simulation. */
export interface LighthouseRun {
  /** Lighthouse's measure of this machine's CPU, taken in the browser just before the load. */
  benchmarkIndex: number;
  /** Lighthouse's defaults as they are: 4× CPU whatever the machine. */
  fixed: LighthouseFigures;
  /** The CPU slowdown calibrated to this machine's measured speed (cpu-calibration.ts). */
  calibrated: LighthouseFigures;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;
const BASE_FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] } as const;

interface SavedArtifacts {
  BenchmarkIndex: number;
  settings: { throttling: Record<string, unknown> & { cpuSlowdownMultiplier: number } };
}

/**
 * Lighthouse's mobile performance score (its default: a phone, simulated slow 4G, 4× CPU) of one
 * URL in Debian's Chromium, and the same load scored with the CPU slowdown calibrated to this
 * machine. The simulated mode loads the page unthrottled and applies the slowdown afterwards to
 * what it saw, so one load is gathered and audited at both slowdowns: the two scores differ by the
 * calibration alone. (During the load the slowdown only shortens the deadline of Lighthouse's
 * requestIdleCallback shim, which the app does not read.)
 */
export async function lighthouseRun(url: string, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'scoreline-lighthouse-'));
  try {
    await gatherLoad(url, dir, chromePath);
    const artifactsFile = join(dir, 'artifacts.json');
    const benchmarkIndex = readArtifacts(artifactsFile).BenchmarkIndex;
    if (typeof benchmarkIndex !== 'number') throw new Error(`lighthouse saved no BenchmarkIndex for ${url}`);
    const fixed = await auditLoad(url, dir, artifactsFile, 4);
    const calibrated = await auditLoad(url, dir, artifactsFile, calibratedCpuMultiplier(benchmarkIndex));
    return { benchmarkIndex, fixed, calibrated };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function gatherLoad(url: string, dir: string, chromePath: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await lighthouse(url, { ...BASE_FLAGS, onlyCategories: [...BASE_FLAGS.onlyCategories], port: chrome.port, gatherMode: dir });
  } finally {
    chrome.kill();
  }
}

function readArtifacts(file: string): SavedArtifacts {
  return JSON.parse(readFileSync(file, 'utf8')) as SavedArtifacts;
}

/**
 * Scores the saved load at one CPU slowdown. Lighthouse refuses to audit with settings other than
 * the gathered ones, so the saved settings take the slowdown first (see lighthouseRun for why the
 * load itself does not depend on it).
 */
async function auditLoad(url: string, dir: string, artifactsFile: string, cpuMultiplier: number): Promise<LighthouseFigures> {
  const artifacts = readArtifacts(artifactsFile);
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuMultiplier };
  artifacts.settings.throttling = throttling;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const result = await lighthouse(url, { ...BASE_FLAGS, onlyCategories: [...BASE_FLAGS.onlyCategories], auditMode: dir, throttling });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned no result for ${url}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`lighthouse could not score ${url}: ${lhr.runtimeError?.message ?? 'no score'}`);
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? null]));
  return { score: Math.round(score * 100), cpuMultiplier, metrics };
}
