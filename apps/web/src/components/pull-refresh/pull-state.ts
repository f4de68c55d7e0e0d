/**
 * Pull-to-refresh as a pure state machine (spec section 4): `pulling` while the pull is short of
 * the range, `reached` at or past it; releasing while pulling `aborting`s, releasing while
 * reached starts `refreshing`; when the refresh settles the header is `restoring`, then idle.
 */
export type PullPhase = 'idle' | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring';

export interface PullState {
  phase: PullPhase;
  /** How far the header is pulled open, in px (already damped). */
  distance: number;
}

export type PullEvent =
  | { type: 'pull'; distance: number }
  | { type: 'release' }
  | { type: 'refreshed' }
  | { type: 'settled' };

/** The pull distance, in px, at which releasing refreshes. */
export const PULL_RANGE = 56;
/** How long the header takes to slide back, in ms. */
export const PULL_SETTLE_MS = 300;

export const initialPullState: PullState = { phase: 'idle', distance: 0 };

/**
 * The next state of a pull.
 *
 * @example
 * pullReducer({ phase: 'pulling', distance: 30 }, { type: 'pull', distance: 60 })
 * // { phase: 'reached', distance: 60 }
 */
export function pullReducer(state: PullState, event: PullEvent, range = PULL_RANGE): PullState {
  switch (event.type) {
    case 'pull': {
      if (state.phase === 'refreshing' || state.phase === 'restoring') return state;
      const distance = Math.max(0, event.distance);
      if (state.phase === 'idle' && distance === 0) return state;
      return { phase: distance >= range ? 'reached' : 'pulling', distance };
    }
    case 'release':
      if (state.phase === 'pulling') return { phase: 'aborting', distance: 0 };
      if (state.phase === 'reached') return { phase: 'refreshing', distance: range };
      return state;
    case 'refreshed':
      return state.phase === 'refreshing' ? { phase: 'restoring', distance: 0 } : state;
    case 'settled':
      return state.phase === 'aborting' || state.phase === 'restoring' ? initialPullState : state;
  }
}

/**
 * Finger travel to header distance: 1:2 so the pull feels elastic, capped at three ranges.
 *
 * @example dampPull(100) // 50
 */
export function dampPull(fingerTravel: number, range = PULL_RANGE): number {
  return Math.min(Math.max(0, fingerTravel) / 2, range * 3);
}
