import type { BoardEvent, BoardOddsPath } from './board.types.ts';
import type { FeedFixture, FeedProvider, FeedWindow } from './feed-provider.ts';

/** Hand-built feed contents: fixtures with their current state, events and odds by fixture id. */
export interface StaticFeedData {
  fixtures: readonly FeedFixture[];
  events?: Readonly<Record<string, readonly BoardEvent[]>>;
  odds?: Readonly<Record<string, readonly BoardOddsPath[]>>;
}

/**
 * A provider that answers from data held in memory, whatever the time: tests (and demos) set the
 * state they want with `set`, and `fail` makes every call throw to exercise the stale path.
 * Events are cut at `at` only by `seq` order, not by time: what is set is what has happened.
 */
export class StaticFeedProvider implements FeedProvider {
  private data: StaticFeedData;
  private failure: Error | undefined;

  constructor(data: StaticFeedData = { fixtures: [] }) {
    this.data = data;
  }

  /** Replaces what the provider reports from the next call on. */
  set(data: StaticFeedData): void {
    this.data = data;
  }

  /** Makes every call reject with `error` until `fail(undefined)`. */
  fail(error: Error | undefined): void {
    this.failure = error;
  }

  async fixtures(window: FeedWindow): Promise<FeedFixture[]> {
    this.check();
    return this.data.fixtures
      .filter((f) => f.kickoffAt >= window.from && f.kickoffAt < window.to)
      .sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : 1));
  }

  async states(ids: readonly string[]): Promise<FeedFixture[]> {
    this.check();
    const wanted = new Set(ids);
    return this.data.fixtures.filter((f) => wanted.has(f.id));
  }

  async events(id: string): Promise<BoardEvent[]> {
    this.check();
    return [...(this.data.events?.[id] ?? [])];
  }

  async odds(id: string): Promise<BoardOddsPath[]> {
    this.check();
    return [...(this.data.odds?.[id] ?? [])];
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}
