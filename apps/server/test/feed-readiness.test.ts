import type { DataStatus } from '@scoreline/contract';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_FILES } from '../src/modules/feed/source/index.ts';
import { StaticFeedProvider } from '../src/modules/feed/live/static-feed-provider.ts';
import { createFeedSubset, makeFixture } from './support/feed.ts';
import { call, startTestServer, type TestServer } from './support/harness.ts';

/**
 * Readiness on a first start: /healthz answers 503 (and Sundry/getDataStatus says why) until the
 * match data is on the board, while every call still answers; a failed import keeps the node
 * not ready and is retried, finishing what the failed attempt left.
 */

const waitFor = <T>(check: () => Promise<T | undefined | false>, what: string, timeout = 20_000) =>
  vi.waitFor(
    async () => {
      const value = await check();
      if (value === undefined || value === false) throw new Error(`still waiting for ${what}`);
      return value;
    },
    { timeout, interval: 20 },
  );

const healthz = async (server: TestServer) => {
  const reply = await server.app.inject({ method: 'GET', url: '/healthz' });
  return { code: reply.statusCode, body: reply.json<{ ok: boolean; phase?: string }>() };
};
const dataStatus = async (server: TestServer) => (await call<DataStatus>(server, '/Sundry/getDataStatus', {})).data;

/** A vendor that has not answered its first window yet: the board stays empty until `open`. */
class GatedProvider extends StaticFeedProvider {
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.opened = resolve));
  open(): void {
    this.opened();
  }
  override async fixtures(...args: Parameters<StaticFeedProvider['fixtures']>) {
    await this.gate;
    return super.fixtures(...args);
  }
}

describe('readiness while the board loads', () => {
  const provider = new GatedProvider();
  const match = makeFixture({ id: 'fx-ready-1', kickoffAt: Date.now() + 3_600_000 });
  let server: TestServer;

  beforeAll(async () => {
    const { version: _version, ...state } = match;
    provider.set({ fixtures: [state] });
    server = await startTestServer({ env: { FEED_ENABLED: 'true' }, deps: { feedProvider: provider, feedTiming: { tickMs: 10, leaderRetryMs: 20 } } });
  });
  afterAll(async () => server.close());

  it('answers 503 and says loading until the board holds the fixtures, then 200', async () => {
    expect(await healthz(server)).toEqual({ code: 503, body: { ok: false, phase: 'loading' } });
    expect(await dataStatus(server)).toEqual({ ready: false, phase: 'loading', filesDone: 0, filesTotal: 0 });
    // The calls answer meanwhile (the web shows its preparing state instead of the empty list).
    const now = await call<{ items: unknown[] }>(server, '/MobileFoot/gameNow', {});
    expect(now.status).toBe(0);
    expect(now.data.items).toEqual([]);

    provider.open();
    await waitFor(async () => (await healthz(server)).code === 200, 'healthy');
    expect(server.board.fixture(match.id)).toBeDefined();
    expect((await healthz(server)).body).toEqual({ ok: true });
    expect(await dataStatus(server)).toEqual({ ready: true, phase: 'ready', filesDone: 0, filesTotal: 0 });
  });
});

describe('readiness of a first start whose import fails', () => {
  const subset = createFeedSubset({ football: ['E0_2425.csv'] });
  const shootouts = join(subset.dir, FEED_FILES.shootouts);
  const header = 'date,home_team,away_team,winner,first_shooter\n';
  let server: TestServer;

  beforeAll(async () => {
    rmSync(shootouts); // the import stops at this file, after the ones before it
    server = await startTestServer({
      env: { FEED_ENABLED: 'true', FEED_DATA_DIR: subset.dir, REPLAY_SEED: 'readiness-test' },
      deps: { feedTiming: { tickMs: 20, leaderRetryMs: 20, preparationRetryMs: 200 } },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    subset.remove();
  });

  it('stays not ready with phase failed, then retries and finishes the import', async () => {
    const failed = await waitFor(async () => {
      const status = await dataStatus(server);
      return status.phase === 'failed' && status;
    }, 'the failed import', 60_000);
    expect(failed.ready).toBe(false);
    expect(await healthz(server)).toEqual({ code: 503, body: { ok: false, phase: 'failed' } });
    // The files before the missing one were imported and kept.
    const runs = await server.database.db.selectFrom('import_runs').select('file').execute();
    expect(runs.map((r) => r.file)).toContain('football-data.co.uk/E0_2425.csv');
    expect(runs.map((r) => r.file)).not.toContain(FEED_FILES.shootouts);

    writeFileSync(shootouts, header);
    await waitFor(async () => (await healthz(server)).code === 200, 'healthy after the retry', 60_000);
    const after = await server.database.db.selectFrom('import_runs').select('file').execute();
    expect(after.map((r) => r.file)).toEqual(expect.arrayContaining([FEED_FILES.shootouts, FEED_FILES.goalscorers]));
    // The season was not imported twice: one run per file.
    expect(after.filter((r) => r.file === 'football-data.co.uk/E0_2425.csv')).toHaveLength(1);
    expect(server.board.fixtures('football').length).toBeGreaterThan(0);
  }, 120_000);
});
