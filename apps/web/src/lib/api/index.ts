import { appEvents } from '../events/app-events.ts';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { noteServerDate } from '../time/server-clock.ts';
import { showToast } from '../toast.ts';
import { createApiClient } from './client.ts';

/** The development default of the server's APP_SECRET (apps/server/src/config.ts). */
export const DEV_APP_SECRET = 'scoreline-dev-app-secret';

/** The app's API client: `api.callApi(calls.getUserInfo, {})`. */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  toast: showToast,
  messages: () => ({
    offline: i18n.t('errors.offline'),
    noHost: i18n.t('errors.noHost'),
    badReply: i18n.t('errors.badReply'),
    transport: i18n.t('errors.transport'),
  }),
  locale: currentLocale,
  isOnline: () => navigator.onLine,
  now: () => Date.now(),
  appSecret: import.meta.env.VITE_APP_SECRET || DEV_APP_SECRET,
  onSessionInvalid: () => appEvents.emit('sessionInvalid'),
  onServerDate: noteServerDate,
});

export { ApiError, isApiError } from './errors.ts';
export type { CallOptions } from './client.ts';
