import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/modules/feed/import/index.ts';
import type { BoardEvent, BoardFixture, BoardOddsPath } from '../src/modules/feed/live/board.types.ts';
import { ReplayFeedProvider } from '../src/modules/feed/live/replay-feed-provider.ts';
import { companyRank } from '../src/modules/football/odds.rules.ts';
import { createFeedSubset, seedBoard, startFeedTestServer } from './support/feed.ts';
import { call, newIp, type TestServer } from './support/harness.ts';

/**
 * Missing data over the real replay: the CSL 2023 file has no statistics and quotes no bet365,
 * the Premier League 2024-25 file has both. A CSL match must say its corners, cards and
 * statistics are unknown (null, `available: false`), never 0-0; and every list names its
 * companies in one documented order, so a client can fall back to the first one.
 */

const DAY = 86_400_000;
const silent = { info: () => undefined, warn: () => undefined };
// CSL 2023's longest break (the summer international window) is under four weeks.
const WINDOW = { back: 30 * DAY, ahead: 7 * DAY };

interface Row {
  id: string;
  competitionId: string;
  corners: unknown;
  redCards: unknown;
}
interface Stats {
  source: string;
  available: boolean;
  home: Record<string, number | null>;
  away: Record<string, number | null>;
}
interface Comparison {
  id: string;
  companies: Array<{ company: string; companyName: string; prices: number[] }>;
}

const beijingDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

describe('missing data is shown as missing (CSL 2023 beside the Premier League)', () => {
  let server: TestServer;
  let subset: ReturnType<typeof createFeedSubset>;
  let fixtures: BoardFixture[];

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] });
    subset = createFeedSubset({ football: ['E0_2425.csv'], csl: true });
    await runImport(server.database.db, { dataDir: subset.dir, log: silent });
    const now = server.clock.now();
    const provider = new ReplayFeedProvider(server.database.db, { seed: 'missing-data-test', speed: 1 });
    const found = await provider.fixtures({ from: now - WINDOW.back, to: now + WINDOW.ahead }, now);
    fixtures = found.filter((f) => f.sport === 'football').map((f) => ({ ...f, version: 1 }));
    const odds: Record<string, BoardOddsPath[]> = {};
    const events: Record<string, BoardEvent[]> = {};
    for (const f of fixtures) {
      odds[f.id] = await provider.odds(f.id, now);
      events[f.id] = await provider.events(f.id, now);
    }
    seedBoard(server, { fixtures, odds, events });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    subset?.remove();
  });

  const send = <T>(path: string, payload: unknown, lang = 'zh-Hans') => call<T>(server, path, payload, { ip: newIp(), lang });
  const started = (competitionId: string) => fixtures.filter((f) => f.competitionId === competitionId && f.status !== 'scheduled' && f.status !== 'postponed');

  it('a started CSL match has no corners, cards or statistics: null and unavailable, never zeros', async () => {
    const csl = started('chinese-super-league');
    expect(csl.length).toBeGreaterThan(0);
    for (const f of csl.slice(0, 8)) {
      const day = await send<{ items: Row[] }>('/MobileFoot/dateGame', { date: beijingDay(f.kickoffAt), pageSize: 100 });
      const row = day.data.items.find((r) => r.id === f.id);
      expect(row, f.id).toMatchObject({ corners: null, redCards: null });
      const detail = await send<{ liveStats: unknown }>('/MobileFoot/getGameDetail', { id: f.id });
      expect(detail.data.liveStats, f.id).toBeNull();
      const stats = (await send<Stats>('/MobileFoot/getFootStat', { id: f.id })).data;
      expect(stats.available, f.id).toBe(false);
      expect([...Object.values(stats.home), ...Object.values(stats.away)].every((v) => v === null), f.id).toBe(true);
      expect(stats.source).toBe(f.status === 'finished' ? 'final' : 'live');
    }
  });

  it('a started Premier League match keeps its counts and says its statistics are there', async () => {
    const epl = started('premier-league');
    expect(epl.length).toBeGreaterThan(0);
    for (const f of epl.slice(0, 4)) {
      const stats = (await send<Stats>('/MobileFoot/getFootStat', { id: f.id })).data;
      expect(stats.available, f.id).toBe(true);
      expect(typeof stats.home.corners, f.id).toBe('number');
      const detail = await send<{ corners: unknown }>('/MobileFoot/getGameDetail', { id: f.id });
      expect(detail.data.corners, f.id).toEqual(f.liveStats?.corners);
    }
  });

  it('lists each match\'s companies in the documented order, so a CSL match falls back to 平博 and an EPL one keeps bet365', async () => {
    const days = new Set(fixtures.map((f) => beijingDay(f.kickoffAt)));
    let csl = 0;
    let epl = 0;
    for (const date of days) {
      const reply = await send<{ items: Comparison[] }>('/MobileFoot/dateGameDuo', { date, pageSize: 100 });
      for (const row of reply.data.items) {
        const ids = row.companies.map((c) => c.company);
        expect(ids, row.id).toEqual([...ids].sort((a, b) => companyRank(a) - companyRank(b)));
        const competition = fixtures.find((f) => f.id === row.id)?.competitionId;
        if (competition === 'chinese-super-league') {
          csl += 1;
          expect(ids, row.id).not.toContain('bet365');
          expect(row.companies[0]?.companyName, row.id).toBe('平博');
        }
        if (competition === 'premier-league' && ids.includes('bet365')) {
          epl += 1;
          expect(ids[0], row.id).toBe('bet365');
          // The file's column order is bet365, bwin, Betfair, Pinnacle…: the catalog puts Pinnacle second.
          if (ids.includes('pinnacle')) expect(ids[1], row.id).toBe('pinnacle');
        }
      }
    }
    expect(csl).toBeGreaterThan(0);
    expect(epl).toBeGreaterThan(0);
  });
});
