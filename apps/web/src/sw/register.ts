import { afterLoad } from '../lib/idle/after-load.ts';

/**
 * How long after the page's `load` the service worker registers. Its install fetches and stores
 * every build file (about 370 files, 2.4 MB), and once it controls the page every file fetch goes
 * through it: on a phone with two cores that work took CPU from the first screen's rendering,
 * which in Lighthouse traces showed as longer main-thread tasks (TBT about 2.2 against 1.5 s at
 * 4× CPU). By then the first screen has settled; offline use needs only the installed worker.
 */
export const REGISTER_AFTER_LOAD_MS = 10_000;

/** The longest the registration waits for an idle moment once the delay is over. */
export const REGISTER_IDLE_TIMEOUT_MS = 5_000;

export interface RegistrationScheduler {
  onLoad(run: () => void): void;
  setTimeout(run: () => void, ms: number): void;
  /** Runs `run` when the browser is idle, within `timeoutMs`; absent where unsupported (Safari). */
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => void;
}

/** Runs `register` once the page has loaded, `REGISTER_AFTER_LOAD_MS` have passed and the browser is idle. */
export function scheduleRegistration(register: () => void, scheduler: RegistrationScheduler): void {
  scheduler.onLoad(() => {
    scheduler.setTimeout(() => {
      if (scheduler.requestIdleCallback) scheduler.requestIdleCallback(register, { timeout: REGISTER_IDLE_TIMEOUT_MS });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  });
}

/** Registers the service worker in production builds only (dev serves modules, not a shell). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  scheduleRegistration(register, {
    onLoad: afterLoad,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    requestIdleCallback: typeof requestIdleCallback === 'function' ? (run, options) => requestIdleCallback(run, options) : undefined,
  });
}
