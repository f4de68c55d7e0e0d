import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardFixture } from '../src/modules/feed/live/board.types.ts';
import { ReplayFeedProvider } from '../src/modules/feed/live/replay-feed-provider.ts';
import { TABLES, upsertRows } from '../src/modules/feed/import/feed-import.repo.ts';
import { footballRows } from '../src/modules/feed/import/football.rows.ts';
import { companyRows, competitionRows, teamRows } from '../src/modules/feed/import/reference.rows.ts';
import { footballDataTable, readFeedTable, resolveFeedDataDir } from '../src/modules/feed/source/index.ts';
import { beijingDateOf } from '../src/modules/football/beijing-day.ts';
import type { Db } from '../src/plugins/db/database.ts';
import { seedBoard, startFeedTestServer } from './support/feed.ts';
import { call, newIp, type TestServer } from './support/harness.ts';

/**
 * One calendar everywhere (issue 25 §1): the Premier League 2023-24 and 2024-25 imported, the
 * board seeded from the replay as the feed job seeds it (3 days back, 7 ahead, the same clock
 * mode as the server), then every call that returns one finished match gives it the board's date,
 * no result is dated after now, and the data tab's fixtures are the rest of the replayed season.
 */

const DAY = 86_400_000;

async function importPremierLeague(db: Db): Promise<void> {
  const write = async (shape: Parameters<typeof upsertRows>[1], rows: readonly object[]) => {
    for (let i = 0; i < rows.length; i += 500) await upsertRows(db, shape, rows.slice(i, i + 500));
  };
  await write(TABLES.companies, companyRows());
  await write(TABLES.competitions, competitionRows());
  await write(TABLES.teams, teamRows());
  for (const season of ['2023-24', '2024-25']) {
    const file = join('football-data.co.uk', `E0_${season.slice(2, 4)}${season.slice(5)}.csv`);
    const mapped = footballRows(file, await readFeedTable(join(resolveFeedDataDir(), file), footballDataTable({ competition: 'E0', season })));
    await write(TABLES.matches, mapped.rows.flatMap((r) => (r.match ? [r.match] : [])));
  }
}

interface Dated {
  id: string;
  playedAt: number;
  score: { home: number; away: number } | null;
}

describe('one calendar: a match has the board\'s date in every call', () => {
  let server: TestServer;
  let fixtures: BoardFixture[];

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { env: { REPLAY_CLOCK: 'calendar' } });
    await importPremierLeague(server.database.db);
    const now = server.clock.now();
    const provider = new ReplayFeedProvider(server.database.db, { seed: 'calendar-test', speed: 1 });
    const found = await provider.fixtures({ from: now - 3 * DAY, to: now + 7 * DAY }, now);
    fixtures = found.filter((f) => f.sport === 'football').map((f) => ({ ...f, version: 1 }));
    seedBoard(server, { fixtures });
  }, 240_000);
  afterAll(async () => server?.close());

  const send = async <T>(path: string, payload: unknown): Promise<T> => {
    const reply = await call<T>(server, path, payload, { ip: newIp(), lang: 'en' });
    expect(reply.status, `${path} ${reply.msg}`).toBe(0);
    return reply.data;
  };

  /** A finished board match, and a later board match of its home team whose form must list it. */
  function pickMatch(): { match: BoardFixture; later: BoardFixture | undefined } {
    const finished = fixtures.filter((f) => f.status === 'finished');
    expect(finished.length, 'the board holds finished Premier League matches').toBeGreaterThan(0);
    for (const match of finished) {
      const later = fixtures.find((f) => f.kickoffAt > match.kickoffAt && (f.homeTeamId === match.homeTeamId || f.awayTeamId === match.homeTeamId));
      if (later) return { match, later };
    }
    return { match: finished.at(-1) as BoardFixture, later: undefined };
  }

  it('scores list, match detail, form, team page, team matches and data-tab results agree on one date', async () => {
    const { match, later } = pickMatch();
    const date = match.kickoffAt;
    const day = await send<{ items: Array<{ id: string; kickoffAt: number }> }>('/MobileFoot/dateGame', { date: beijingDateOf(date), pageSize: 100 });
    expect(day.items.find((r) => r.id === match.id)?.kickoffAt).toBe(date);
    const detail = await send<{ kickoffAt: number }>('/MobileFoot/getGameDetail', { id: match.id });
    expect(detail.kickoffAt).toBe(date);

    const team = await send<{ recent: Dated[] }>('/MobileIndex/getFootTeamInfo', { teamId: match.homeTeamId });
    expect(team.recent.find((r) => r.id === match.sourceMatchId)?.playedAt, 'team page last five').toBe(date);
    const games = await send<{ items: Dated[] }>('/MobileIndex/getFootTeamGames', { teamId: match.homeTeamId, pageSize: 50 });
    expect(games.items.find((r) => r.id === match.sourceMatchId)?.playedAt, 'team matches').toBe(date);

    const results = await send<{ items: Dated[]; total: number }>('/MobileData/getSaiShiGames', { competitionId: 'premier-league', pageSize: 50 });
    expect(results.items.find((r) => r.id === match.sourceMatchId)?.playedAt, 'data-tab results').toBe(date);

    if (later) {
      const analysis = await send<{ form: { home: { matches: Dated[] }; away: { matches: Dated[] } } }>('/MobileFoot/getGameAnalysis', { id: later.id });
      const form = [...analysis.form.home.matches, ...analysis.form.away.matches];
      expect(form.find((r) => r.id === match.sourceMatchId)?.playedAt, 'analysis form').toBe(date);
      const recent = await send<{ home: Dated[]; away: Dated[] }>('/MobileFootNew/getHostList5', { id: later.id });
      expect([...recent.home, ...recent.away].find((r) => r.id === match.sourceMatchId)?.playedAt, 'last five').toBe(date);
    }
  });

  it('dates nothing after now as a result, and shows older seasons before the replayed one in order', async () => {
    const now = server.clock.now();
    const results = await send<{ items: Dated[] }>('/MobileData/getSaiShiGames', { competitionId: 'premier-league', pageSize: 50 });
    expect(results.items.length).toBeGreaterThan(0);
    for (const r of results.items) expect(r.playedAt).toBeLessThan(now);
    const { match } = pickMatch();
    const games = await send<{ items: Dated[] }>('/MobileIndex/getFootTeamGames', { teamId: match.homeTeamId, pageSize: 50 });
    const times = games.items.map((g) => g.playedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThan(now);
    // The real 2024-25 season's dates (Aug 2024 – May 2025) must not show through.
    expect(games.items.every((g) => g.playedAt > Date.parse('2025-06-01'))).toBe(true);
  });

  it('lists the rest of the replayed season as fixtures, beyond the board\'s week, without scores', async () => {
    const now = server.clock.now();
    const page = await send<{ fixtures: Array<{ id: string; kickoffAt: number; status: string; score: unknown }> }>('/MobileData/getSaiShiDetail', { competitionId: 'premier-league' });
    expect(page.fixtures.length).toBe(30);
    for (const f of page.fixtures) {
      expect(f.kickoffAt).toBeGreaterThanOrEqual(now - 3 * 3_600_000);
      if (f.status === 'scheduled') expect(f.score).toBeNull();
    }
    const kickoffs = page.fixtures.map((f) => f.kickoffAt);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    // Board fixtures keep their board id, so a row on the board and in 赛程 is one match.
    const onBoard = fixtures.filter((f) => f.status === 'scheduled').slice(0, 3);
    for (const f of onBoard) expect(page.fixtures.find((r) => r.id === f.id)?.kickoffAt).toBe(f.kickoffAt);
  });

  it('answers any date from the calendar: results 20 days back as the team pages date them, fixtures 20 days ahead, empty days empty', async () => {
    interface Row { id: string; kickoffAt: number; status: string; score: { home: number; away: number } | null; home: { id: string }; lottery: string | null }
    const now = server.clock.now();
    const dayList = async (offset: number) => {
      const date = beijingDateOf(now + offset * DAY);
      return { date, items: (await send<{ items: Row[] }>('/MobileFoot/dateGame', { date, pageSize: 100 })).items };
    };
    const past = await Promise.all(Array.from({ length: 15 }, (_, i) => -13 - i).map(dayList));
    // Real gaps (cup weekends, international breaks) stay gaps, so look over a fortnight around 20 days.
    const results = past.find((d) => d.items.length > 0);
    expect(results, 'a day about 20 days back with Premier League results').toBeDefined();
    for (const r of results?.items ?? []) {
      expect(r).toMatchObject({ status: 'finished', lottery: null });
      expect(r.score).not.toBeNull();
      expect(beijingDateOf(r.kickoffAt)).toBe(results?.date);
    }
    // The same match, date and score on its home team's page; and that team's matches of the day all listed.
    const first = results?.items[0] as Row;
    const games = await send<{ items: Dated[] }>('/MobileIndex/getFootTeamGames', { teamId: first.home.id, pageSize: 50 });
    const onTeamPage = games.items.find((g) => g.id === first.id);
    expect(onTeamPage?.playedAt, 'team page date').toBe(first.kickoffAt);
    expect(onTeamPage?.score).toEqual(first.score);
    for (const g of games.items.filter((g) => beijingDateOf(g.playedAt) === results?.date)) expect(results?.items.map((r) => r.id)).toContain(g.id);
    // A day without a Premier League match (midweek, international break) stays empty.
    expect(past.some((d) => d.items.length === 0), 'an empty day among a week of days').toBe(true);

    const ahead = await Promise.all(Array.from({ length: 15 }, (_, i) => 13 + i).map(dayList));
    const fixturesDay = ahead.find((d) => d.items.length > 0);
    expect(fixturesDay, 'a day about 20 days ahead with Premier League fixtures').toBeDefined();
    for (const r of fixturesDay?.items ?? []) {
      expect(r).toMatchObject({ status: 'scheduled', score: null });
      expect(r.kickoffAt).toBeGreaterThan(now);
      expect(beijingDateOf(r.kickoffAt)).toBe(fixturesDay?.date);
    }
  });
});
