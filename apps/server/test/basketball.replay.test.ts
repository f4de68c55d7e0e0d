import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardFixture } from '../src/modules/feed/live/board.types.ts';
import type { FeedProvider } from '../src/modules/feed/live/feed-provider.ts';
import { ReplayFeedProvider } from '../src/modules/feed/live/replay-feed-provider.ts';
import { beijingDateOf } from '../src/modules/basketball/beijing-day.ts';
import { importNbaSlice } from './basketball-data.ts';
import { seedBoard, startFeedTestServer } from './support/feed.ts';
import { call, type TestServer } from './support/harness.ts';

/**
 * The basketball calls over the real replay: the board seeded from `ReplayFeedProvider` on the
 * NBA slice, so ids, source matches, periods and lines are the feed's own. Checks that what the
 * calls read from the database (box scores, lines) agrees with what the board replays.
 */

const DAY = 86_400_000;

describe('basketball calls over the replayed NBA season', () => {
  let server: TestServer;
  let games: BoardFixture[];
  let provider: FeedProvider;
  let snapshot: Parameters<typeof seedBoard>[1];

  beforeAll(async () => {
    server = await startFeedTestServer({ fixtures: [] });
    await importNbaSlice(server.database.db);
    const now = server.clock.now();
    provider = new ReplayFeedProvider(server.database.db, { seed: 'basketball-test', speed: 1 });
    const fixtures = (await provider.fixtures({ from: now - 9 * DAY, to: now + 5 * DAY }, now)).filter((f) => f.sport === 'basketball');
    const events = Object.fromEntries(await Promise.all(fixtures.map(async (f) => [f.id, await provider.events(f.id, now)] as const)));
    const odds = Object.fromEntries(await Promise.all(fixtures.map(async (f) => [f.id, await provider.odds(f.id, now)] as const)));
    games = fixtures.map((f) => ({ ...f, version: 1 }));
    snapshot = { fixtures: games, events, odds };
    seedBoard(server, snapshot);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const finishedGames = () => games.filter((g) => g.status === 'finished').slice(-4);

  it('has replayed NBA games on the board around today (the longest gap, after the Finals, is 8 days)', () => {
    expect(games.length).toBeGreaterThan(0);
    expect(finishedGames().length).toBeGreaterThan(0);
  });

  it('shows each finished game\'s real box score (when NBA.com has one), agreeing with the replayed final score and periods', async () => {
    for (const game of finishedGames()) {
      const detail = await call<{ game: { score: { home: number; away: number }; periods: { home: number[]; away: number[] } } }>(server, '/MobileLan/getLanGameDetail', { id: game.id });
      const { score, periods } = detail.data.game;
      expect(periods.home.reduce((a, b) => a + b, 0)).toBe(score.home);
      expect(periods.away.reduce((a, b) => a + b, 0)).toBe(score.away);
      const box = await call<{ available: string; home: { points: number } | null; away: { points: number } | null }>(server, '/MobileLan/getLanGameTj', { id: game.id });
      // The NBA.com file has regular-season games only: a replayed playoff game has periods only.
      if (box.data.available === 'periods_only') continue;
      expect(box.data.available).toBe('box_score');
      expect([box.data.home?.points, box.data.away?.points]).toEqual([score.home, score.away]);
    }
  });

  it('shows the team box score as the game goes: growing, its points the score, the real box at the end', async () => {
    type Box = Record<'points' | 'rebounds' | 'assists' | 'fieldGoalsAttempted' | 'steals', number>;
    type BoxReply = { available: string; home: Box | null; away: Box | null };
    // The latest finished regular-season game (playoff games have no NBA.com box to replay).
    const finals = await Promise.all(games.filter((g) => g.status === 'finished').map(async (g) => ({ game: g, reply: await call<BoxReply>(server, '/MobileLan/getLanGameTj', { id: g.id }) })));
    const withBox = finals.filter((f) => f.reply.data.available === 'box_score').at(-1);
    if (!withBox) throw new Error('no finished game with a box score around today');
    const { game, reply: final } = withBox;
    let previous: Box | undefined;
    for (const minutes of [20, 50, 80, 110]) {
      const [state] = await provider.states([game.id], game.kickoffAt + minutes * 60_000);
      if (!state) throw new Error('the provider holds the game');
      seedBoard(server, { fixtures: [{ ...state, version: 1 }], events: {}, odds: {} });
      const live = await call<BoxReply>(server, '/MobileLan/getLanGameTj', { id: game.id });
      expect(live.data.available).toBe('live');
      expect([live.data.home?.points, live.data.away?.points]).toEqual([state.score?.home, state.score?.away]);
      const home = live.data.home;
      if (!home) throw new Error('a live box');
      for (const key of ['points', 'rebounds', 'assists', 'fieldGoalsAttempted', 'steals'] as const) {
        expect(home[key]).toBeLessThanOrEqual(final.data.home?.[key] ?? 0);
        if (previous) expect(home[key]).toBeGreaterThanOrEqual(previous[key]);
      }
      previous = home;
    }
    const [end] = await provider.states([game.id], game.kickoffAt + 4 * 3600_000);
    expect(end?.teamBox?.home).toMatchObject(Object.fromEntries(Object.entries(final.data.home ?? {}).filter(([k]) => !k.endsWith('Pct'))));
    seedBoard(server, snapshot);
  });

  it('analyses and counts every replayed game from the history before its real date', async () => {
    const game = finishedGames()[0];
    if (!game) throw new Error('no finished game');
    const fx = await call<{ season: string; standings: { conferences: Array<{ rows: Array<{ wins: number; losses: number }> }> } }>(server, '/MobileLan/getLanGameFx', { id: game.id });
    expect(fx.status).toBe(0);
    expect(fx.data.season).toBe('2023-24');
    const rows = fx.data.standings.conferences.flatMap((c) => c.rows);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const stats = await call<{ home: { all: { games: number; wins: number; losses: number } } }>(server, '/MobileLan/getLanTongJi', { id: game.id });
    expect(stats.data.home.all.wins + stats.data.home.all.losses).toBe(stats.data.home.all.games);
  });

  it('lists the same games on a date in every day list, with the replayed lines', async () => {
    const game = finishedGames()[0];
    if (!game) throw new Error('no finished game');
    const date = beijingDateOf(game.kickoffAt);
    const onDate = await call<{ games: Array<{ id: string }> }>(server, '/MobileLan/getLanGameDate', { date });
    const totals = await call<{ total: number; items: Array<{ game: { id: string }; line: number | null }> }>(server, '/MobileLan/getGameDxfList', { date, pageSize: 50 });
    const spreads = await call<{ total: number }>(server, '/MobileLan/getGameRfList', { date, pageSize: 50 });
    const moneylines = await call<{ total: number; items: Array<{ source: string | null }> }>(server, '/MobileLan/getGameDuoList', { date, pageSize: 50 });
    expect(totals.data.items.map((i) => i.game.id)).toEqual(onDate.data.games.map((g) => g.id));
    expect([spreads.data.total, moneylines.data.total]).toEqual([totals.data.total, totals.data.total]);
    const zs = await call<{ markets: Array<{ market: string; current: { line: number | null } }> }>(server, '/MobileLan/getLanGameZs', { id: game.id });
    const totalLine = zs.data.markets.find((m) => m.market === 'total')?.current.line ?? null;
    expect(totals.data.items.find((i) => i.game.id === game.id)?.line).toBe(totalLine);
    // 2023-24 has no moneylines in the data: every one is derived from the spread.
    expect(moneylines.data.items.every((i) => i.source !== 'bookmaker')).toBe(true);
  });

  it('answers a date beyond the board from the calendar: results 20 days back with their scores, fixtures 20 days ahead', async () => {
    interface Game { id: string; tipoffAt: number; status: string; score: { home: number; away: number } | null; lottery: string | null }
    const now = server.clock.now();
    const onDate = async (offset: number) => {
      const date = beijingDateOf(now + offset * DAY);
      const reply = await call<{ covered: boolean; games: Game[] }>(server, '/MobileLan/getLanGameDate', { date });
      expect(reply.status).toBe(0);
      return { date, ...reply.data };
    };
    const past = (await Promise.all([-20, -21, -22, -19, -18].map(onDate))).find((d) => d.games.length > 0);
    expect(past, 'a day about 20 days back with games').toBeDefined();
    expect(past?.covered).toBe(true);
    const scores = await server.database.db.selectFrom('matches').select(['id', 'ft_home', 'ft_away']).where('id', 'in', past?.games.map((g) => g.id) ?? []).execute();
    for (const g of past?.games ?? []) {
      expect(g).toMatchObject({ status: 'finished', lottery: null });
      expect(beijingDateOf(g.tipoffAt)).toBe(past?.date);
      const real = scores.find((r) => r.id === g.id);
      expect(g.score).toEqual({ home: real?.ft_home, away: real?.ft_away });
    }
    const ahead = (await Promise.all([20, 21, 22, 19, 18].map(onDate))).find((d) => d.games.length > 0);
    expect(ahead, 'a day about 20 days ahead with games').toBeDefined();
    for (const g of ahead?.games ?? []) {
      expect(g).toMatchObject({ status: 'scheduled', score: null });
      expect(g.tipoffAt).toBeGreaterThan(now);
      expect(beijingDateOf(g.tipoffAt)).toBe(ahead?.date);
    }
  });
});
