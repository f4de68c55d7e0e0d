import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  metrics: Record<string, number | null>;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

/**
 * Lighthouse's mobile performance score (its default: a mid-range phone, simulated slow 4G and
 * 4× CPU) of one URL, in Debian's Chromium.
 */
export async function lighthouseScore(url: string, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned no result for ${url}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`lighthouse could not score ${url}: ${lhr.runtimeError?.message ?? 'no score'}`);
    const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? null]));
    return { score: Math.round(score * 100), metrics };
  } finally {
    chrome.kill();
  }
}
