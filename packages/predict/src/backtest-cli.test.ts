/** The back-test command, spawned as a user would run it, on a real season when the data is here. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dataDir, missingDataReason } from './testing/shared-data.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = (...args: string[]) => spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'packages/predict/scripts/backtest.ts'), ...args], { cwd: root, encoding: 'utf8' });

describe('npm run backtest', () => {
  it.skipIf(missingDataReason() !== undefined)('prints the three score sets and the calibration error as JSON', () => {
    const out = run('--json', '--evaluate-from', '2025-01-01', join(dataDir, 'football-data.co.uk', 'E0_2324.csv'), join(dataDir, 'football-data.co.uk', 'E0_2425.csv'));
    expect(out.status, out.stderr).toBe(0);
    const report = JSON.parse(out.stdout) as Record<string, { rps: number; logLoss: number; brier: number }> & { matches: number; calibration: { ece: number } };
    expect(report.matches).toBeGreaterThan(150);
    for (const side of ['model', 'ai', 'market'] as const) {
      expect(report[side].rps).toBeGreaterThan(0.1);
      expect(report[side].rps).toBeLessThan(0.3);
    }
    expect(report.calibration.ece).toBeLessThan(0.1);
  });

  it('names what is wrong with bad flags and files, and exits 2', () => {
    expect(run('--json', 'x.csv').stderr).toContain('--evaluate-from YYYY-MM-DD is required');
    expect(run('--evaluate-from', '1/7/2022', 'x.csv').stderr).toContain('got "1/7/2022"');
    expect(run('--evaluate-from', '2022-07-01', '--bogus').status).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'backtest-'));
    writeFileSync(join(dir, 'nba.csv'), 'season,date,home,away\n2024,2024-01-01,a,b\n');
    const wrongLayout = run('--evaluate-from', '2022-07-01', join(dir, 'nba.csv'));
    expect(wrongLayout.status).toBe(2);
    expect(wrongLayout.stderr).toContain('not a football-data.co.uk file');
  });
});
