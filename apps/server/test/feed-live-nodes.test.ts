import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedFixture } from '../src/modules/feed/live/feed-provider.ts';
import { StaticFeedProvider } from '../src/modules/feed/live/static-feed-provider.ts';
import { makeEvent, makeFixture } from './support/feed.ts';
import { createScratchDatabase, redisUrl, startNodeOn, startTestServer, type TestServer } from './support/harness.ts';
import { listenForPush, PushClient } from './support/push-client.ts';

/**
 * Several nodes: only one runs the feed (PostgreSQL advisory lock) and another takes over when
 * it goes; with Redis, what the leader publishes reaches sockets and boards on every node.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const fastFeed = { tickMs: 20, leaderRetryMs: 50, catchUpMs: 50 };

const waitFor = (check: () => boolean, what: string) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 15_000, interval: 20 },
  );

/** A provider that records whether anyone asked it (only the leader should). */
class WatchedProvider extends StaticFeedProvider {
  asked = 0;
  override async fixtures(...args: Parameters<StaticFeedProvider['fixtures']>) {
    this.asked += 1;
    return super.fixtures(...args);
  }
  override async states(...args: Parameters<StaticFeedProvider['states']>) {
    this.asked += 1;
    return super.states(...args);
  }
}

const kickoff = Date.now() - 60_000;
const match = makeFixture({ id: 'node-match-1', kickoffAt: kickoff, status: 'live', phase: 'first_half', clock: '2', score: { home: 0, away: 0 } });
const state = ({ version: _v, ...f }: typeof match): FeedFixture => f;

describe.skipIf(!databaseUrl)('feed leadership on PostgreSQL', () => {
  const nodes: TestServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const node of nodes.splice(0)) await node.close();
    await drop?.();
  });

  it('runs the feed on exactly one node; another takes over when the leader closes', async () => {
    const scratch = await createScratchDatabase(databaseUrl ?? '');
    drop = scratch.drop;
    const providers = [new WatchedProvider({ fixtures: [state(match)] }), new WatchedProvider({ fixtures: [state(match)] })];
    for (const provider of providers) {
      // Separate in-process buses: the follower only learns through the database.
      nodes.push(await startNodeOn(scratch.url, { env: { FEED_ENABLED: 'true' }, deps: { feedProvider: provider, feedTiming: fastFeed } }));
    }
    await waitFor(() => nodes.some((n) => n.feedIsLeader()), 'a leader');
    // Several election rounds later there is still one leader, and only its provider was asked.
    const asked = providers.map((p) => p.asked);
    await waitFor(() => providers.some((p, i) => p.asked > (asked[i] ?? 0) + 5), 'more ticks');
    expect(nodes.filter((n) => n.feedIsLeader())).toHaveLength(1);
    const leader = nodes.findIndex((n) => n.feedIsLeader());
    const follower = 1 - leader;
    expect(providers[follower]?.asked).toBe(0);
    // The follower catches up with what the leader stored, change by change.
    const followerNode = nodes[follower];
    if (!followerNode) throw new Error('no follower');
    await waitFor(() => followerNode.board.fixture(match.id) !== undefined, 'the board on the follower');
    const goal = makeEvent({ seq: 1, kind: 'goal', side: 'home', minute: "4'", score: { home: 1, away: 0 } });
    for (const p of providers) p.set({ fixtures: [{ ...state(match), clock: '4', score: { home: 1, away: 0 } }], events: { [match.id]: [goal] } });
    await waitFor(() => followerNode.board.fixture(match.id)?.score?.home === 1, 'the goal on the follower');
    expect(followerNode.board.events(match.id).map((e) => e.seq)).toEqual([1]);

    await nodes[leader]?.close();
    nodes.splice(leader, 1);
    await waitFor(() => followerNode.feedIsLeader(), 'the takeover');
    const before = providers[follower]?.asked ?? 0;
    await waitFor(() => (providers[follower]?.asked ?? 0) > before, 'the new leader asking its provider');
  }, 60_000);
});

describe.skipIf(!redisUrl)('feed fan-out through Redis', () => {
  const open: TestServer[] = [];
  const clients: PushClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const node of open.splice(0)) await node.close();
  });

  it('a goal found by the feed node reaches sockets on an API-only node', async () => {
    const provider = new StaticFeedProvider({ fixtures: [state(match)] });
    const feedNode = await startTestServer({ redis: true, env: { FEED_ENABLED: 'true' }, deps: { feedProvider: provider, feedTiming: fastFeed } });
    open.push(feedNode);
    const apiNode = await startTestServer({ redis: true });
    open.push(apiNode);
    await waitFor(() => feedNode.board.fixture(match.id) !== undefined, 'the first window');

    const client = await PushClient.connect(await listenForPush(apiNode));
    clients.push(client);
    client.send(`sub|match:${match.id}`);
    await client.sync();
    const goal = makeEvent({ seq: 1, kind: 'goal', side: 'away', minute: "3'", score: { home: 0, away: 1 } });
    provider.set({ fixtures: [{ ...state(match), clock: '3', score: { home: 0, away: 1 } }], events: { [match.id]: [goal] } });

    await waitFor(() => client.frames.some((f) => f.startsWith('gameNowFen|')) && client.frames.some((f) => f.startsWith('footZb|')), 'the frames on the other node');
    expect(client.frames.find((f) => f.startsWith('gameNowFen|'))).toBe(`gameNowFen|{"id":"${match.id}","score":{"home":0,"away":1},"side":"away","minute":"3'"}`);
  }, 60_000);
});
