import type { BoardChange } from './board.types.ts';
import type { BoardStatus } from './memory-board.ts';

/**
 * What the feed leader tells every node (itself included) over the bus. Each message is
 * serialised once by the leader; nodes apply it to their own `MemoryBoard`.
 */
export const FEED_CHANNEL = 'feed.changes';

export type FeedMessage =
  | { t: 'changes'; changes: BoardChange[] }
  /**
   * The leader's window moved: drop fixtures kicking off outside it, and those in it the provider
   * no longer lists (`drop`: a board kept under another clock shift or seed).
   */
  | { t: 'window'; from: number; to: number; drop?: string[] }
  /** Sent every tick, success or not: also the leader's heartbeat. */
  | { t: 'status'; status: BoardStatus };

export function encodeFeedMessage(message: FeedMessage): string {
  return JSON.stringify(message);
}

/** Undefined for anything that is not a feed message (a newer node's kind, garbage). */
export function decodeFeedMessage(text: string): FeedMessage | undefined {
  try {
    const value = JSON.parse(text) as { t?: unknown };
    return value.t === 'changes' || value.t === 'window' || value.t === 'status' ? (value as FeedMessage) : undefined;
  } catch {
    return undefined;
  }
}
