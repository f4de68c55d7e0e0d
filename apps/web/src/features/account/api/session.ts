import { APP_VERSION, calls } from '@scoreline/contract/web';
import { api, isApiError } from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem, writeItem } from '../../../lib/storage/storage.ts';
import { clearLogin, saveLogin } from '../stores/session-store.ts';
import { decodeToken, isTokenValid, needsRefresh } from '../utils/token.ts';
import { isVisitorId, makeVisitorId } from '../utils/visitor-id.ts';
import { describeDevice } from '../utils/device.ts';
import { visitorLogin } from './login.ts';
import { getUserInfo } from './profile.ts';

const quiet = { silent: true } as const;
const logFailure = (what: string) => (error: unknown) => console.warn(`${what} failed`, error);

/** The visitor id (spec section 4): made once, stored as `ykToken` and reported to the server. */
export async function ensureVisitorId(): Promise<string> {
  const existing = readItem(storageKeys.visitorId);
  if (isVisitorId(existing)) return existing;
  const uuid = makeVisitorId();
  writeItem(storageKeys.visitorId, uuid);
  await api.callApi(calls.saveVisitorId, { uuid }, quiet).catch(logFailure('saveUserGenId'));
  return uuid;
}

let visitorSession: Promise<void> | null = null;

/** Logs in as the device's visitor; concurrent callers (e.g. several 405s) share one login. */
export function startVisitorSession(): Promise<void> {
  visitorSession ??= (async () => {
    try {
      const uuid = await ensureVisitorId();
      saveLogin(await visitorLogin(uuid));
    } finally {
      visitorSession = null;
    }
  })();
  return visitorSession;
}

/**
 * What every launch does: make sure there is a visitor id; without a valid token log in as a
 * visitor; with one, fetch the profile (spec section 4: if that fails while the server is
 * reachable, forget the login) and refresh a token that expires within a day; then record the
 * app open and the device. Rejects only when no session could be had at all.
 */
export async function startSession(now: number = Date.now()): Promise<void> {
  await ensureVisitorId();
  const claims = decodeToken(readItem(storageKeys.loginToken));
  if (!isTokenValid(claims, now)) {
    clearLogin();
    await startVisitorSession();
  } else {
    await resumeSession();
    if (needsRefresh(claims, now)) {
      await api.callApi(calls.refreshToken, {}, quiet).then(saveLogin, logFailure('xuDenLvToken'));
    }
  }
  void api.callApi(calls.recordAppOpen, { appVersion: APP_VERSION }, quiet).catch(logFailure('appCheckIn'));
  void api.callApi(calls.saveDeviceInfo, describeDevice(), quiet).catch(logFailure('saveDeviceInfo'));
}

async function resumeSession(): Promise<void> {
  try {
    await getUserInfo(quiet);
  } catch (error) {
    // Offline or server unreachable: keep the login and show what is stored.
    if (isApiError(error, 'offline') || isApiError(error, 'noHost') || isApiError(error, 'transport')) return;
    // 405 already cleared the session; any other answer means this login is no good.
    if (!isApiError(error, 'sessionInvalid')) clearLogin();
    await startVisitorSession();
  }
}
