const DAY_MS = 86_400_000;
/**
 * The server's match board holds matches from three days back to a week ahead (the feed's window,
 * `feed/live/feed-job.ts`); only those have a match centre. Lists that reach further through the
 * replayed calendar (a picked date in the scores tab, 赛程, a team's next matches) show the rest
 * as plain rows.
 */
const BOARD_BACK_MS = 3 * DAY_MS;
const BOARD_AHEAD_MS = 7 * DAY_MS;

/** Whether a match kicking off at `kickoffAt` has a match centre to open. */
export const opensMatchCentre = (kickoffAt: number, now = Date.now()): boolean =>
  kickoffAt >= now - BOARD_BACK_MS && kickoffAt <= now + BOARD_AHEAD_MS;
