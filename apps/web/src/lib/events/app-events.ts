import type { ServerTag } from '@scoreline/contract';
import { createEmitter } from './emitter.ts';

/**
 * The app's events: every push tag with its raw frame data (spec section 7: "each is dispatched
 * as an app event"), plus the client's own signals.
 */
export type AppEvents = { [T in ServerTag]: string } & {
  /** The server answered 405; the stored session has already been cleared. */
  sessionInvalid: undefined;
  /** The push socket (re)opened; listeners refetch what they may have missed. */
  pushOpen: undefined;
};

export const appEvents = createEmitter<AppEvents>();
