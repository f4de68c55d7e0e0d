import md5 from 'blueimp-md5';
import {
  appTokenMinute,
  callGroupLoaders,
  callPath,
  DEVICE_TYPE,
  headers as headerNames,
  Status,
  type CallDef,
  type CallRef,
  type Envelope,
  type Locale,
  type PayloadOf,
  type ReplyOf,
} from '@scoreline/contract/web';
import { storageKeys } from '../storage/keys.ts';
import { readItem, removeItems, writeItem } from '../storage/storage.ts';
import { ApiError } from './errors.ts';

/** Spec section 9: the host wait polls every 500 ms, up to 20 times. */
export const HOST_POLL_MS = 500;
export const HOST_POLL_TIMES = 20;
export const APP_TYPE = 'h5';
export const DEFAULT_FACTORY = 'h5';
const DISCOVERY_PATH = '/Sundry/getApiHost';

export interface ApiClientDeps {
  fetch: typeof fetch;
  toast: (message: string) => void;
  /** Texts of the two client-side error toasts of spec section 8. */
  messages: () => { offline: string; noHost: string; badReply: string; transport: string };
  locale: () => Locale;
  isOnline: () => boolean;
  now: () => number;
  appSecret: string;
  /** Called after a 405 cleared the stored session (the app starts a fresh visitor session). */
  onSessionInvalid: () => void;
  /** Each reply's HTTP `Date` header and when it arrived: the page keeps to the server's clock. */
  onServerDate?: (date: string | null, receivedAt: number) => void;
}

export interface CallOptions {
  /** Do not toast failures (spec: top/app message failures are logged only). */
  silent?: boolean;
}

/** The keys a 405 clears: the spec's userData, token and ykToken, plus the login token. */
export const SESSION_KEYS = [
  storageKeys.userData,
  storageKeys.uid,
  storageKeys.visitorId,
  storageKeys.loginToken,
] as const;

/** Builds the client: one instance per app; tests build their own with fakes. */
export function createApiClient(deps: ApiClientDeps) {
  let discovery: Promise<string | null> | null = null;

  function discover(): Promise<string | null> {
    discovery ??= (async () => {
      try {
        const envelope = await post(DISCOVERY_PATH, { body: '{}', contentType: true });
        const host = envelope.status === Status.ok ? hostOf(envelope.data) : null;
        if (host) writeItem(storageKeys.apiHost, host);
        return host;
      } catch (error) {
        console.warn('API host discovery failed', error);
        return null;
      } finally {
        discovery = null;
      }
    })();
    return discovery;
  }

  /** The API host: cached, else discovered; waits up to 20 × 500 ms, then toasts and rejects. */
  async function ensureHost(options: CallOptions = {}): Promise<string> {
    const cached = readItem(storageKeys.apiHost);
    if (cached) return cached;
    for (let check = 0; check < HOST_POLL_TIMES; check++) {
      const tick = sleep(HOST_POLL_MS);
      // A discovery that answers early ends the wait; one that fails still waits out the tick.
      await Promise.race([discover(), tick]);
      const host = readItem(storageKeys.apiHost);
      if (host) return host;
      await tick;
    }
    throw fail(new ApiError('noHost', deps.messages().noHost), options);
  }

  // The app token changes once a minute; hashing it for every request cost ~10 ms at 4× CPU
  // in the first calls of a start-up, when the hash code is not yet optimised.
  let appToken = { minute: '', token: '' };
  function appTokenNow(): string {
    const minute = appTokenMinute(deps.now());
    if (minute !== appToken.minute) appToken = { minute, token: md5(deps.appSecret + minute) };
    return appToken.token;
  }

  function requestHeaders(multipart = false): Record<string, string> {
    const values: Record<string, string> = {
      [headerNames.appToken]: appTokenNow(),
      [headerNames.factory]: readItem(storageKeys.brand) ?? DEFAULT_FACTORY,
      [headerNames.appType]: APP_TYPE,
      [headerNames.deviceType]: DEVICE_TYPE,
      [headerNames.lang]: deps.locale(),
    };
    const visitorId = readItem(storageKeys.visitorId);
    const uid = readItem(storageKeys.uid);
    const loginToken = readItem(storageKeys.loginToken);
    if (visitorId) values[headerNames.visitorId] = visitorId;
    if (uid) values[headerNames.userId] = uid;
    if (loginToken) values[headerNames.authorization] = `Bearer ${loginToken}`;
    if (!multipart) values['content-type'] = 'application/json';
    return values;
  }

  async function post(url: string, init: { body: BodyInit; contentType: boolean }): Promise<Envelope<unknown>> {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: requestHeaders(!init.contentType),
      body: init.body,
    });
    deps.onServerDate?.(response.headers.get('date'), deps.now());
    const parsed: unknown = JSON.parse(await response.text());
    if (!isEnvelope(parsed)) throw new SyntaxError(`not an envelope (HTTP ${response.status})`);
    return parsed;
  }

  function fail(error: ApiError, options: CallOptions = {}): ApiError {
    if (!options.silent && error.kind !== 'sessionInvalid') deps.toast(error.message);
    return error;
  }

  async function send<C extends AnyCall>(call: C, body: BodyInit, json: boolean, options: CallOptions) {
    if (!deps.isOnline()) throw fail(new ApiError('offline', deps.messages().offline), options);
    // The schema (for a call reference: the lazily loaded contract) arrives while the request runs.
    const schema = replySchemaOf(call);
    schema.catch(() => undefined);
    const host = await ensureHost(options);
    let envelope: Envelope<unknown>;
    try {
      envelope = await post(host + callPath(call), { body, contentType: json });
    } catch (cause) {
      // Spec section 8: a transport failure forgets the host so the next call rediscovers it.
      removeItems(storageKeys.apiHost);
      const detail = cause instanceof Error ? cause.message : String(cause);
      console.warn(`${callPath(call)} failed in transport`, cause);
      throw fail(new ApiError('transport', `${deps.messages().transport} (${detail})`), options);
    }
    let replySchema: CallDef['reply'];
    try {
      replySchema = await schema;
    } catch (cause) {
      // The contract chunk did not load (offline between the request and its reply).
      console.warn(`${callPath(call)}: no reply schema`, cause);
      throw fail(new ApiError('transport', deps.messages().transport), options);
    }
    return readEnvelope(call, replySchema, envelope, options);
  }

  function readEnvelope<C extends AnyCall>(call: C, schema: CallDef['reply'], envelope: Envelope<unknown>, options: CallOptions): ReplyOf<C> {
    if (envelope.status === Status.sessionInvalid) {
      removeItems(...SESSION_KEYS);
      deps.onSessionInvalid();
      throw new ApiError('sessionInvalid', envelope.msg, envelope.status);
    }
    if (envelope.status !== Status.ok) throw fail(new ApiError('status', envelope.msg, envelope.status), options);
    const reply = schema.safeParse(envelope.data);
    if (!reply.success) {
      console.error(`reply of ${callPath(call)} does not match the contract`, reply.error.issues);
      throw fail(new ApiError('badReply', deps.messages().badReply), options);
    }
    return reply.data as ReplyOf<C>;
  }

  return {
    ensureHost,
    /** `POST {host}/{Module}/{call}` with a JSON payload; resolves with the parsed reply. */
    callApi<C extends AnyCall>(call: C, payload: PayloadOf<C>, options: CallOptions = {}): Promise<ReplyOf<C>> {
      return send(call, JSON.stringify(payload), true, options);
    },
    /** A multipart call (Sundry/uploadImg): the file goes in `field`, headers as for any call. */
    upload<C extends AnyCall>(call: C, field: string, file: Blob, options: CallOptions = {}): Promise<ReplyOf<C>> {
      const form = new FormData();
      form.append(field, file);
      return send(call, form, false, options);
    },
    /** A GET of a server-rendered page (the agreement and privacy HTML). */
    async getText(path: string): Promise<string> {
      if (!deps.isOnline()) throw fail(new ApiError('offline', deps.messages().offline));
      const host = await ensureHost();
      try {
        const response = await deps.fetch(host + path, { headers: { [headerNames.lang]: deps.locale() } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return await response.text();
      } catch (cause) {
        // The page shows its own error state; no toast for a document.
        throw new ApiError('transport', cause instanceof Error ? cause.message : String(cause));
      }
    },
    /** Turns a server-relative URL (e.g. an uploaded avatar) into an absolute one. */
    resolveUrl(url: string): string {
      if (!url.startsWith('/') || url.startsWith('//')) return url;
      return (readItem(storageKeys.apiHost) ?? '') + url;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A call as the app passes it: a full definition (lazy pages) or a light reference (first load). */
export type AnyCall = CallDef | CallRef;

/**
 * A call's reply schema. A reference carries none: its group's definitions (one contract file's
 * schemas, and zod) are a lazily loaded chunk, fetched on the group's first call, so neither they
 * nor the other features' schemas are part of the first load.
 */
function replySchemaOf(call: AnyCall): Promise<CallDef['reply']> {
  if ('reply' in call) return Promise.resolve(call.reply);
  return callGroupLoaders[call.group]().then((defs) => {
    const def = Object.values<CallDef>(defs).find((d) => d.module === call.module && d.name === call.name);
    if (!def) throw new Error(`${callPath(call)} is not in the contract's ${call.group} calls`);
    return def.reply;
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

function hostOf(data: unknown): string | null {
  const host = (data as { host?: unknown } | null)?.host;
  if (typeof host !== 'string') return null;
  const trimmed = host.trim().replace(/\/+$/, '');
  // An empty host means "this origin".
  return trimmed === '' ? globalThis.location.origin : trimmed;
}
