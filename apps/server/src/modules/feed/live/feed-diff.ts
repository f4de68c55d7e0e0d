import { isDeepStrictEqual } from 'node:util';
import type { BoardFixture, FixtureStatus } from './board.types.ts';
import type { FeedFixture } from './feed-provider.ts';

/**
 * Whether the provider's state differs from what the board holds, ignoring the version (the
 * board's own counter). Deep equality, not JSON text: fixtures hydrated from jsonb come back with
 * their keys in another order.
 */
export function fixtureChanged(held: BoardFixture | undefined, state: FeedFixture): boolean {
  if (!held) return true;
  const { version: _version, ...rest } = held;
  return !isDeepStrictEqual(rest, state);
}

/** The next board fixture: the provider's state under the next version number. */
export function nextFixture(held: BoardFixture | undefined, state: FeedFixture): BoardFixture {
  return { ...state, version: (held?.version ?? 0) + 1 };
}

const IN_PLAY: ReadonlySet<FixtureStatus> = new Set(['live', 'break']);

/**
 * Fixtures whose state can change now: in play, or due to start within `lookaheadMs` (a
 * scheduled fixture past its kick-off included, e.g. after the feed was down).
 */
export function needsPolling(fixture: BoardFixture, now: number, lookaheadMs: number): boolean {
  if (IN_PLAY.has(fixture.status)) return true;
  return fixture.status === 'scheduled' && fixture.kickoffAt <= now + lookaheadMs;
}
