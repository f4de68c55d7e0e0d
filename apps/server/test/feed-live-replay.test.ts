import { gameNowFenPayload } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoardFixture } from '../src/modules/feed/live/board.types.ts';
import { createFeedSubset } from './support/feed.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { listenForPush, PushClient } from './support/push-client.ts';

/**
 * The real replay end to end, on one league's season (a few seconds to import): the first start
 * imports the data folder, and at REPLAY_SPEED=60 a Premier League match kicks off, reaches full
 * time, and every goal reaches connected `ws` clients with the real final score.
 */

const waitFor = <T>(check: () => T | undefined | false, what: string, timeout = 30_000) =>
  vi.waitFor(
    () => {
      const value = check();
      if (value === undefined || value === false) throw new Error(`still waiting for ${what}`);
      return value;
    },
    { timeout, interval: 20 },
  );

describe('replayed football at REPLAY_SPEED=60', () => {
  const subset = createFeedSubset({ football: ['E0_2425.csv'] });
  let server: TestServer;
  let wsUrl: string;

  beforeAll(async () => {
    server = await startTestServer({
      env: { FEED_ENABLED: 'true', FEED_DATA_DIR: subset.dir, REPLAY_SPEED: '60', REPLAY_SEED: 'feed-live-test' },
      deps: { feedTiming: { tickMs: 20, leaderRetryMs: 20 } },
    });
    wsUrl = await listenForPush(server);
    // First start on an empty database: the import runs, then the first window is loaded.
    await waitFor(() => server.board.fixtures('football').length > 0, 'the imported season on the board', 120_000);
  }, 150_000);
  afterAll(async () => {
    await server?.close();
    subset.remove();
  }, 60_000);

  it('imports on first start and shows finished and upcoming matches with real teams', async () => {
    const matches = await server.database.db.selectFrom('matches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(matches.n)).toBe(380);
    const statuses = new Set(server.board.fixtures('football').map((f) => f.status));
    expect(statuses.has('finished') && statuses.has('scheduled')).toBe(true);
    expect(server.board.fixtures('football').every((f) => f.competitionId === 'premier-league')).toBe(true);
    // Numbered for the sports lottery by business day (周六001 …).
    expect(server.board.fixtures('football').every((f) => /^周[一二三四五六日]\d{3}$/.test(f.lottery?.code ?? ''))).toBe(true);
  });

  it('plays a match to full time; every goal reaches the sockets as gameNowFen, ending on the real score', async () => {
    const target = await upcomingMatchWithGoals();
    const real = await server.database.db.selectFrom('matches').select(['ft_home', 'ft_away']).where('id', '=', target.sourceMatchId).executeTakeFirstOrThrow();
    const [fan, plain] = [await PushClient.connect(wsUrl), await PushClient.connect(wsUrl)];
    fan.send(`sub|match:${target.id}`);
    await fan.sync();
    await plain.sync();

    // Ten seconds before kick-off, then the clock runs 20 s (20 match minutes at speed 60) per step.
    server.clock.offsetMs += target.kickoffAt - 10_000 - server.clock.now();
    const state = () => server.board.fixture(target.id);
    for (let step = 0; state()?.status !== 'finished'; step += 1) {
      if (step > 40) throw new Error(`not finished after ${step} steps: ${JSON.stringify(state())}`);
      const version = state()?.version ?? 0;
      server.clock.advance(20_000);
      await waitFor(() => (state()?.version ?? 0) > version || state()?.status === 'finished', 'the next change');
    }

    const goals = (client: PushClient) =>
      client.frames
        .filter((f) => f.startsWith('gameNowFen|'))
        .map((f) => gameNowFenPayload.parse(JSON.parse(f.slice('gameNowFen|'.length))))
        .filter((p) => p.id === target.id);
    const total = (real.ft_home ?? 0) + (real.ft_away ?? 0);
    await waitFor(() => goals(plain).length >= total && goals(fan).length >= total, 'every goal frame');
    for (const client of [fan, plain]) {
      const seen = goals(client);
      expect(seen).toHaveLength(total);
      expect(seen.at(-1)?.score).toEqual({ home: real.ft_home, away: real.ft_away });
      // One goal per frame, in order: each frame adds exactly one to one side.
      seen.forEach((g, i) => expect(g.score.home + g.score.away).toBe(i + 1));
    }
    expect(state()).toMatchObject({ status: 'finished', score: { home: real.ft_home, away: real.ft_away } });

    const liveText = (client: PushClient) => client.frames.filter((f) => f.startsWith('footZb|') && f.includes(`"id":"${target.id}"`));
    expect(liveText(fan).filter((f) => f.includes('"kind":"goal"'))).toHaveLength(total);
    await waitFor(() => liveText(fan).some((f) => f.includes('"kind":"full_time"')), 'the full-time line');
    expect(liveText(plain)).toEqual([]);
    fan.close();
    plain.close();
  }, 120_000);

  /** The next scheduled match with at least two goals in its real result. */
  async function upcomingMatchWithGoals(): Promise<BoardFixture> {
    const upcoming = server.board.fixtures('football').filter((f) => f.status === 'scheduled');
    const rows = await server.database.db
      .selectFrom('matches')
      .select(['id', 'ft_home', 'ft_away'])
      .where('id', 'in', upcoming.map((f) => f.sourceMatchId))
      .execute();
    const goals = new Map(rows.map((r) => [r.id, (r.ft_home ?? 0) + (r.ft_away ?? 0)]));
    const found = upcoming.find((f) => (goals.get(f.sourceMatchId) ?? 0) >= 2);
    if (!found) throw new Error('no upcoming match with goals in the window');
    return found;
  }
});
