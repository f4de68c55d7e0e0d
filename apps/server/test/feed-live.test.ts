import { footZbPayload, gameNowFenPayload, gamePayload, lannowPayload, liveGamePayload } from '@scoreline/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoardChange, BoardEvent, BoardFixture } from '../src/modules/feed/live/board.types.ts';
import type { FeedFixture } from '../src/modules/feed/live/feed-provider.ts';
import { importIfEmpty } from '../src/modules/feed/live/feed-setup.ts';
import { loadFixturesById } from '../src/modules/feed/live/feed.repo.ts';
import { StaticFeedProvider } from '../src/modules/feed/live/static-feed-provider.ts';
import { makeEvent, makeFixture, makeOddsPath } from './support/feed.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { listenForPush, PushClient } from './support/push-client.ts';

/**
 * The feed job with a hand-driven provider: what the provider reports reaches every node's board
 * and real `ws` clients, exactly once per change, and a failing provider leaves the last board
 * served with a stale flag.
 */

/** Counts how often the job asked the provider anything, so tests can wait for more ticks. */
class CountingProvider extends StaticFeedProvider {
  calls = 0;
  /** While set, every call hangs (a vendor that stopped answering). */
  hanging = false;
  override async fixtures(...args: Parameters<StaticFeedProvider['fixtures']>) {
    this.calls += 1;
    await this.maybeHang();
    return super.fixtures(...args);
  }
  override async states(...args: Parameters<StaticFeedProvider['states']>) {
    this.calls += 1;
    await this.maybeHang();
    return super.states(...args);
  }
  private maybeHang(): Promise<void> {
    return this.hanging ? new Promise<void>(() => undefined) : Promise.resolve();
  }
}

const waitFor = <T>(check: () => T | undefined | false, what: string) =>
  vi.waitFor(
    () => {
      const value = check();
      if (value === undefined || value === false) throw new Error(`still waiting for ${what}`);
      return value;
    },
    { timeout: 10_000, interval: 10 },
  );

const feedState = ({ version: _version, ...fixture }: BoardFixture): FeedFixture => fixture;

describe('live feed job (static provider)', () => {
  let server: TestServer;
  let wsUrl: string;
  const provider = new CountingProvider();
  const logLines: string[] = [];
  const changes: BoardChange[] = [];
  const kickoff = Date.now() + 30_000;
  const match = makeFixture({ id: 'fx-football-1', kickoffAt: kickoff });
  const game = makeFixture({ id: 'fx-basket-1', sport: 'basketball', kickoffAt: kickoff, status: 'live', phase: 'q1', period: 1, clock: '12:00', score: { home: 0, away: 0 }, periods: { home: [0], away: [0] } });
  const kickoffEvent = makeEvent({ seq: 1, kind: 'kickoff', side: null, minute: "1'" });
  const goal = makeEvent({ seq: 2, kind: 'goal', side: 'home', minute: "23'", score: { home: 1, away: 0 } });
  const odds = { [match.id]: [makeOddsPath('bet365', '1x2', [{ at: kickoff - 3_600_000, line: null, prices: [2.1, 3.4, 3.5] }])] };

  /** Sets what the provider reports and waits until the job has asked it twice more. */
  const report = async (fixtures: BoardFixture[], events: Record<string, BoardEvent[]> = {}) => {
    provider.set({ fixtures: fixtures.map(feedState), events, odds });
    const seen = provider.calls;
    await waitFor(() => provider.calls >= seen + 2, 'two more ticks');
  };

  beforeAll(async () => {
    provider.set({ fixtures: [match, game].map(feedState), odds });
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    server = await startTestServer({
      env: { FEED_ENABLED: 'true' },
      deps: { feedProvider: provider, feedTiming: { tickMs: 10, leaderRetryMs: 20, staleAfterMs: 30_000, providerTimeoutMs: 300 }, logger },
    });
    server.board.onChange((c) => changes.push(c));
    wsUrl = await listenForPush(server);
    await waitFor(() => server.board.fixture(match.id) && server.board.fixture(game.id), 'the first window');
  });
  afterAll(async () => server.close());

  it('loads the window onto the board with odds, once, and leads alone on PGlite', async () => {
    expect(server.feedIsLeader()).toBe(true);
    expect(server.board.fixture(match.id)).toMatchObject({ status: 'scheduled', version: 1 });
    expect(server.board.odds(match.id)[0]?.steps[0]?.prices).toEqual([2.1, 3.4, 3.5]);
    const seen = changes.length;
    await report([match, game]); // the same again: nothing to publish
    expect(changes.slice(seen)).toEqual([]);
    expect(server.board.fixture(match.id)?.version).toBe(1);
    expect(server.board.stale).toBe(false);
  });

  it('pushes kick-off, goals and live text as the spec tags; footZb only to subscribers', async () => {
    const [fan, other] = [await PushClient.connect(wsUrl), await PushClient.connect(wsUrl)];
    fan.send(`sub|match:${match.id}`);
    await fan.sync();
    const before = changes.length;

    const live = { ...match, status: 'live' as const, phase: 'first_half', clock: '1', score: { home: 0, away: 0 } };
    await report([live, game], { [match.id]: [kickoffEvent] });
    const scored = { ...live, clock: '23', score: { home: 1, away: 0 } };
    await report([scored, game], { [match.id]: [kickoffEvent, goal] });
    await waitFor(() => fan.frames.some((f) => f.startsWith('gameNowFen|')), 'the goal frame');

    // Exactly the two changes, each applied once.
    expect(changes.slice(before).map((c) => [c.fixture.id, c.fixture.version, c.newEvents.map((e) => e.seq)])).toEqual([
      [match.id, 2, [1]],
      [match.id, 3, [2]],
    ]);
    const tags = (client: PushClient) => client.frames.map((f) => f.slice(0, f.indexOf('|')));
    expect(tags(fan)).toEqual(['liveGame', 'game', 'footZb', 'gameNowFen', 'footZb']);
    expect(tags(other)).toEqual(['liveGame', 'game', 'gameNowFen']);

    const data = (client: PushClient, tag: string) => JSON.parse(client.frames.find((f) => f.startsWith(`${tag}|`))?.slice(tag.length + 1) ?? 'null') as unknown;
    expect(liveGamePayload.parse(data(fan, 'liveGame'))).toEqual({ cn: '英超', hn: '阿森纳', an: '切尔西', id: match.id });
    expect(gamePayload.parse(data(fan, 'game'))).toMatchObject({ id: match.id, status: 'live', phase: 'first_half', version: 2 });
    expect(gameNowFenPayload.parse(data(other, 'gameNowFen'))).toEqual({ id: match.id, score: { home: 1, away: 0 }, side: 'home', minute: "23'" });
    expect(footZbPayload.parse(data(fan, 'footZb'))).toMatchObject({ id: match.id, seq: 1, kind: 'kickoff' });
    expect(server.board.events(match.id).map((e) => e.seq)).toEqual([1, 2]);
    fan.close();
    other.close();
  });

  it('sends one lannow per basketball change, none while nothing moves', async () => {
    const client = await PushClient.connect(wsUrl);
    await client.sync();
    const moved = { ...game, clock: '11:30', score: { home: 2, away: 0 }, periods: { home: [2], away: [0] } };
    // The football match stays listed as it is (a fixture the provider stops listing is dropped).
    const football = server.board.fixture(match.id) ?? match;
    await report([football, moved], {});
    await report([football, moved], {});
    const frames = client.frames.filter((f) => f.startsWith('lannow|'));
    expect(frames).toHaveLength(1);
    expect(lannowPayload.parse(JSON.parse(frames[0]?.slice('lannow|'.length) ?? ''))).toMatchObject({ id: game.id, clock: '11:30', score: { home: 2, away: 0 }, periods: { home: [2], away: [0] } });
    client.close();
  });

  it('keeps serving the last board when the provider fails, flags it stale after the deadline, logs once, recovers', async () => {
    const held = server.board.fixture(match.id);
    provider.fail(new Error('vendor down'));
    await waitFor(() => logLines.some((l) => l.includes('feed refresh failed')), 'the failure log');
    expect(server.board.stale).toBe(false); // within the deadline
    server.clock.advance(31_000);
    await waitFor(() => server.board.stale, 'the stale flag');
    expect(server.board.fixture(match.id)).toEqual(held);
    expect(logLines.filter((l) => l.includes('feed refresh failed'))).toHaveLength(1);

    provider.fail(undefined);
    await waitFor(() => !server.board.stale, 'recovery');
    expect(server.board.refreshedAt).toBeGreaterThanOrEqual(server.clock.now() - 5_000);
    expect(logLines.some((l) => l.includes('feed recovered'))).toBe(true);
  });

  it('treats a provider that stops answering like one that fails: timed out, stale, then recovered', async () => {
    const failures = logLines.filter((l) => l.includes('feed refresh failed')).length;
    provider.hanging = true;
    await waitFor(() => logLines.filter((l) => l.includes('feed provider timed out')).length > 0, 'the timeout');
    server.clock.advance(31_000);
    await waitFor(() => server.board.stale, 'the stale flag');
    expect(server.board.fixture(match.id)).toBeDefined();
    expect(logLines.filter((l) => l.includes('feed refresh failed'))).toHaveLength(failures + 1);
    provider.hanging = false;
    await waitFor(() => !server.board.stale, 'recovery');
  });

  it('replaces the live text when the source takes lines back (a replay restarted with another seed)', async () => {
    const rewound = { ...match, status: 'live' as const, phase: 'first_half', clock: '2', score: { home: 0, away: 0 } };
    await report([rewound, game], { [match.id]: [kickoffEvent] });
    await waitFor(() => server.board.fixture(match.id)?.clock === '2', 'the rewound state');
    expect(server.board.events(match.id).map((e) => e.seq)).toEqual([1]);
  });

  it('replaces the live text when the source says other lines under the same numbers (a board kept from an older version)', async () => {
    const at = (clock: string) => ({ ...match, status: 'live' as const, phase: 'first_half', clock, score: { home: 1, away: 0 } });
    await report([at('30'), game], { [match.id]: [kickoffEvent, goal] });
    await waitFor(() => server.board.events(match.id).length === 2, 'the goal');
    const card = makeEvent({ seq: 2, kind: 'yellow_card', side: 'away', minute: "20'", score: { home: 0, away: 0 } });
    const later = makeEvent({ ...goal, seq: 3 });
    await report([at('31'), game], { [match.id]: [kickoffEvent, card, later] });
    await waitFor(() => server.board.fixture(match.id)?.clock === '31', 'the next state');
    expect(server.board.events(match.id).map((e) => `${e.seq} ${e.kind}`)).toEqual(['1 kickoff', '2 yellow_card', '3 goal']);
  });

  it('warns and serves an empty board when the data folder for a first import is missing', async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_details: object, message: string) => void warnings.push(message) };
    await importIfEmpty(server.database.db, '/nonexistent/feed-data', log);
    expect(warnings).toEqual(['feed data folder not found (set FEED_DATA_DIR); serving an empty match board']);
  });
});

describe('live feed job: the whole-window refresh', () => {
  let server: TestServer;
  const provider = new CountingProvider();
  const kickoff = Date.now() + 3_600_000;
  const match = makeFixture({ id: 'fx-football-kept', kickoffAt: kickoff });
  // A fixture persisted under another clock shift or seed: in today's window, no longer listed.
  const stale = makeFixture({ id: 'fx-football-stale', kickoffAt: kickoff + 3_600_000 });

  beforeAll(async () => {
    provider.set({ fixtures: [match, stale].map(feedState) });
    server = await startTestServer({
      env: { FEED_ENABLED: 'true' },
      deps: { feedProvider: provider, feedTiming: { tickMs: 10, windowRefreshMs: 20, leaderRetryMs: 20, staleAfterMs: 30_000 } },
    });
    await waitFor(() => server.board.fixture(stale.id), 'the first window');
  });
  afterAll(async () => server.close());

  it('drops a fixture in the window the provider no longer lists, from the board and the store', async () => {
    expect(await loadFixturesById(server.database.db, [stale.id])).toHaveLength(1);
    provider.set({ fixtures: [match].map(feedState) });
    await waitFor(() => !server.board.fixture(stale.id), 'the fixture dropped');
    expect(await loadFixturesById(server.database.db, [stale.id])).toEqual([]);
    expect(server.board.fixture(match.id)).toBeDefined();
    expect(await loadFixturesById(server.database.db, [match.id])).toHaveLength(1);
  });
});
