import { startSession, startVisitorSession } from '../../features/account/api/session.ts';
import { appEvents } from '../../lib/events/app-events.ts';
import { push } from '../../lib/push/index.ts';

/** Spec section 7: the topMsg event fires 4 s and appMsg 9 s after start (message id 0). */
export const TOP_MSG_DELAY_MS = 4000;
export const APP_MSG_DELAY_MS = 9000;

let wired = false;
let session: Promise<void> | null = null;

/** Once per page load: the event wiring, the push socket and the launch-time timers. */
function wireOnce(): void {
  if (wired) return;
  wired = true;
  // A 405 has cleared the stored session; continue as a fresh visitor.
  appEvents.on('sessionInvalid', () => {
    startVisitorSession().catch((error: unknown) => console.warn('visitor session after 405 failed', error));
  });
  push.start();
  setTimeout(() => appEvents.emit('topMsg', '0'), TOP_MSG_DELAY_MS);
  setTimeout(() => appEvents.emit('appMsg', '0'), APP_MSG_DELAY_MS);
}

/**
 * Starts the app: wiring once, then the session (visitor id, visitor or resumed login). Shared by
 * every caller; a failed start is forgotten so the next call (e.g. the network page) retries.
 */
export function startApp(): Promise<void> {
  wireOnce();
  session ??= startSession().catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session;
}
