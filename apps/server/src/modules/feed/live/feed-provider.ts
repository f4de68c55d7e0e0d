import type { BoardEvent, BoardFixture, BoardOddsPath } from './board.types.ts';

/**
 * Where match data comes from. The default is the replay of real seasons
 * (`ReplayFeedProvider`); production can plug in a licensed vendor behind the same interface,
 * which is why every method is asynchronous and may fail (the feed job keeps the last board and
 * flags it stale). Instants are epoch milliseconds.
 */

/** A fixture as a provider reports it; the board numbers versions itself. */
export type FeedFixture = Omit<BoardFixture, 'version'>;

/** Kick-offs in `[from, to)`. */
export interface FeedWindow {
  from: number;
  to: number;
}

export interface FeedProvider {
  /** Fixtures kicking off in the window, with their state at `at`, by kick-off then id. */
  fixtures(window: FeedWindow, at: number): Promise<FeedFixture[]>;
  /** The state at `at` of the given fixtures; unknown ids are left out. */
  states(ids: readonly string[], at: number): Promise<FeedFixture[]>;
  /** Live text up to `at`, oldest first, `seq` increasing. */
  events(id: string, at: number): Promise<BoardEvent[]>;
  /**
   * Odds history per company and market as known at `at`. A replay knows the whole path up to
   * kick-off and may return it; the board only shows steps at or before the current time.
   */
  odds(id: string, at: number): Promise<BoardOddsPath[]>;
}
