import { join } from 'node:path';
import { liveMinute, Status, type FootballLiveClock } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardEvent, BoardFixture, BoardOddsPath } from '../src/modules/feed/live/board.types.ts';
import { ReplayFeedProvider } from '../src/modules/feed/live/replay-feed-provider.ts';
import { TABLES, upsertRows } from '../src/modules/feed/import/feed-import.repo.ts';
import { footballRows } from '../src/modules/feed/import/football.rows.ts';
import { companyRows, competitionRows, teamRows } from '../src/modules/feed/import/reference.rows.ts';
import { footballDataTable, readFeedTable, resolveFeedDataDir } from '../src/modules/feed/source/index.ts';
import type { Db } from '../src/plugins/db/database.ts';
import { seedBoard, startFeedTestServer } from './support/feed.ts';
import { call, newIp, type TestServer } from './support/harness.ts';

/**
 * The football calls over the real replay: Premier League 2023-24 and 2024-25 imported, the board
 * seeded from `ReplayFeedProvider` around today. Statistics, results and closing prices must be
 * the real ones, and history must stop at the real match a fixture replays.
 */

const DAY = 86_400_000;
// The longest Premier League gap in 2024-25 is 16 days (March's international break): a window
// reaching 17 days back always holds finished matches.
const WINDOW = { back: 17 * DAY, ahead: 10 * DAY };

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
    await write(TABLES.odds, mapped.rows.flatMap((r) => r.odds ?? []));
  }
}

interface StatsReply {
  source: string;
  home: Record<string, number | null>;
  away: Record<string, number | null>;
}

describe('football calls over the replayed Premier League', () => {
  let server: TestServer;
  let fixtures: BoardFixture[];

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] }, { env: { REPLAY_CLOCK: 'calendar' } });
    await importPremierLeague(server.database.db);
    const now = server.clock.now();
    const provider = new ReplayFeedProvider(server.database.db, { seed: 'football-test', speed: 1 });
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
  afterAll(async () => server?.close());

  const send = <T>(path: string, payload: unknown) => call<T>(server, path, payload, { ip: newIp(), lang: 'en' });
  const realMatch = (id: string) => server.database.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows each finished match\'s real statistics and decides over/under on its real score', async () => {
    const finished = fixtures.filter((f) => f.status === 'finished');
    expect(finished.length).toBeGreaterThan(0);
    for (const f of finished) {
      const real = await realMatch(f.sourceMatchId);
      const stats = (await send<StatsReply>('/MobileFoot/getFootStat', { id: f.id })).data;
      const file = real.stats as { home: { shots: number; corners: number; yellow: number }; away: { shots: number } } | null;
      expect(stats.source).toBe('final');
      expect([stats.home.shots, stats.home.corners, stats.home.yellowCards, stats.away.shots], f.id).toEqual(
        file ? [file.home.shots, file.home.corners, file.home.yellow, file.away.shots] : [null, null, null, null],
      );
      expect(f.score, f.id).toEqual({ home: real.ft_home, away: real.ft_away });
    }
    const date = new Date(finished[0]?.kickoffAt ?? 0).getTime() + 8 * 3_600_000;
    const day = new Date(date).toISOString().slice(0, 10);
    const totals = await send<{ items: Array<{ id: string; line: number | null; result: string | null; score: { home: number; away: number } | null }> }>(
      '/MobileFootNew/getBfdxqList', { date: day, pageSize: 100 });
    const decided = totals.data.items.filter((r) => finished.some((f) => f.id === r.id) && r.line !== null);
    expect(decided.length).toBeGreaterThan(0);
    for (const row of decided) {
      const goals = (row.score?.home ?? 0) + (row.score?.away ?? 0);
      expect(row.result, row.id).toBe(goals > (row.line ?? 0) ? 'over' : 'under');
    }
  });

  it('prices a kicked-off match at its real closing quotes', async () => {
    const started = fixtures.filter((f) => f.status !== 'scheduled');
    expect(started.length).toBeGreaterThan(0);
    for (const f of started.slice(0, 10)) {
      const day = new Date(f.kickoffAt + 8 * 3_600_000).toISOString().slice(0, 10);
      const pin = await send<{ items: Array<{ id: string; current: number[] }> }>('/MobileFoot/dateGamePin', { date: day, pageSize: 100 });
      const closing = await server.database.db
        .selectFrom('odds_quotes')
        .select(['price_home', 'price_draw', 'price_away'])
        .where('match_id', '=', f.sourceMatchId)
        .where('company_id', '=', 'pinnacle')
        .where('market', '=', '1x2')
        .where('phase', '=', 'closing')
        .executeTakeFirst();
      const row = pin.data.items.find((r) => r.id === f.id);
      if (!closing) continue;
      expect(row?.current, f.id).toEqual([closing.price_home, closing.price_draw, closing.price_away].map(Number));
    }
  });

  it('analyses every board match from history before the real match only', async () => {
    for (const f of fixtures.slice(0, 12)) {
      const real = await realMatch(f.sourceMatchId);
      const reply = await send<{
        before: number;
        headToHead: { matches: Array<{ playedAt: number }> };
        form: { home: { matches: Array<{ playedAt: number }> } };
        standings: { teams: number; rows: Array<{ team: { id: string }; played: number }> };
      }>('/MobileFoot/getGameAnalysis', { id: f.id });
      expect(reply.status).toBe(Status.ok);
      const { before, headToHead, form, standings } = reply.data;
      // History is dated on the replayed calendar: it stops at the fixture's replayed kick-off.
      expect(before).toBeLessThanOrEqual(f.kickoffAt);
      expect([...headToHead.matches, ...form.home.matches].every((m) => m.playedAt < before)).toBe(true);
      const played = await server.database.db
        .selectFrom('matches')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('season', '=', f.season)
        .where('played_at', '<', real.played_at)
        .where((eb) => eb.or([eb('home_team_id', '=', f.homeTeamId), eb('away_team_id', '=', f.homeTeamId)]))
        .executeTakeFirstOrThrow();
      const home = standings.rows.find((r) => r.team.id === f.homeTeamId);
      expect(home?.played ?? 0, f.id).toBe(Number(played.n));
    }
  });

  it('lists now only what is on the board, live or close to now', async () => {
    const now = server.clock.now();
    const reply = await send<{ items: Array<{ id: string; status: string; kickoffAt: number }> }>('/MobileFoot/gameNow', {});
    for (const row of reply.data.items) {
      expect(fixtures.some((f) => f.id === row.id)).toBe(true);
      if (row.status === 'scheduled') expect(row.kickoffAt).toBeLessThanOrEqual(now + 3 * 3_600_000);
      if (row.status === 'finished') expect(row.kickoffAt).toBeGreaterThanOrEqual(now - 4 * 3_600_000);
    }
    const live = fixtures.filter((f) => f.status === 'live' || f.status === 'break').map((f) => f.id);
    expect(reply.data.items.map((r) => r.id)).toEqual(expect.arrayContaining(live));
  });

  it('gives a live row the instant its half kicked off, from which the minute follows at any replay speed (45+s and 90+s too)', async () => {
    const target = fixtures[0] as BoardFixture;
    // The same match replayed at 10×, looked at through one whole match.
    const fast = new ReplayFeedProvider(server.database.db, { seed: 'football-test', speed: 10 });
    await fast.fixtures({ from: target.kickoffAt, to: target.kickoffAt + 1 }, server.clock.now());
    type Row = { id: string; status: string; clock: string | null; liveClock: FootballLiveClock | null };
    const seen: string[] = [];
    let version = 1_000;
    for (let matchMinutes = 0.5; matchMinutes < 125; matchMinutes += 1) {
      const at = target.kickoffAt + (matchMinutes * 60_000) / 10;
      const [state] = await fast.states([target.id], at);
      if (!state) throw new Error(`${target.id} not replayed at 10×`);
      server.board.apply({ fixture: { ...state, version: (version += 1) }, newEvents: [] });
      const row = (await send<{ items: Row[] }>('/MobileFoot/gameNow', {})).data.items.find((r) => r.id === target.id);
      if (state.status !== 'live') {
        if (row) expect(row.liveClock, `${state.phase} at ${matchMinutes}'`).toBeNull();
        continue;
      }
      expect(row?.liveClock, `${matchMinutes}'`).toMatchObject({ speed: 10, toMinute: state.phase === 'first_half' ? 45 : 90 });
      // The reply's minute is the one its clock gives for the same instant.
      expect(liveMinute(row?.liveClock as FootballLiveClock, at), `${matchMinutes}'`).toBe(row?.clock);
      seen.push(row?.clock ?? '');
    }
    expect(seen).toEqual(expect.arrayContaining(['1', '28', '46', expect.stringMatching(/^45\+\d$/), expect.stringMatching(/^90\+\d$/)]));
  });
});
