import { footballHistoryCalls } from './football-history.ts';
import { footballListCalls } from './football-lists.ts';
import { footballMatchCalls } from './football-match.ts';

export * from './football-clock.ts';
export * from './football-minute.ts';
export * from './football-common.ts';
export * from './football-history.ts';
export * from './football-lists.ts';
export * from './football-match.ts';

/** Every football match call (favourites are in `favourites.ts`; lottery plays elsewhere). */
export const footballCalls = {
  ...footballListCalls,
  ...footballMatchCalls,
  ...footballHistoryCalls,
} as const;
