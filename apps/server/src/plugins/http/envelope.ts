import { locales, MAX_UPLOAD_BYTES, Status, type Envelope, type Locale } from '@scoreline/contract';
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import type { HeaderSource } from './call-request.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMessage } from '../../platform/messages.ts';
import { ReadyEnvelope, type SerializedReply } from '../../platform/serialized.ts';
import { localeOf } from './locale.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';

// Built once: the success message is the same for every reply in a locale.
const okMessages = Object.fromEntries(locales.map((l) => [l, formatMessage('ok', l)])) as Record<Locale, string>;

// The envelope's text up to `data`, per locale, for splicing in a serialised reply.
const okPrefixes = Object.fromEntries(
  locales.map((l) => [l, `{"status":${Status.ok},"msg":${JSON.stringify(okMessages[l])},"data":`]),
) as Record<Locale, string>;

export function success<T>(data: T, locale: Locale): Envelope<T> {
  return { status: Status.ok, msg: okMessages[locale], data };
}

/** The success envelope around an already serialised reply, as JSON text. */
export function successText(json: string, locale: Locale): string {
  return `${okPrefixes[locale]}${json}}`;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A ready envelope that also holds its UTF-8 bytes as a Latin-1 string (one character per
 * byte). Node writes that with a plain copy behind the header block it builds (also Latin-1),
 * where the text itself, with its Chinese characters, would be encoded to UTF-8 on every send.
 */
export class WireEnvelope extends ReadyEnvelope {
  readonly wire: string;

  constructor(text: string) {
    const bytes = Buffer.from(text, 'utf8');
    super(text, ['content-type', JSON_CONTENT_TYPE, 'content-length', String(bytes.length), ...API_SECURITY_HEADERS]);
    this.wire = bytes.toString('latin1');
  }
}

/** The same ready to send, built once per reply and locale and then sent as it is. */
export function successReady(reply: SerializedReply<unknown>, locale: Locale): ReadyEnvelope {
  let ready = reply.envelopes.get(locale);
  if (ready === undefined) {
    ready = new WireEnvelope(successText(reply.json, locale));
    reply.envelopes.set(locale, ready);
  }
  return ready;
}

export function failure(error: AppError, locale: Locale): Envelope<null> {
  return { status: Status[error.status], msg: formatMessage(error.messageKey, locale, error.params), data: null };
}

/**
 * Turns anything thrown while handling a request into the envelope. Known errors keep their
 * status; Fastify's own (bad JSON, body too large) get named messages; the rest are logged with
 * the request's context and answered with a generic message that reveals nothing.
 */
export interface ErrorSource extends HeaderSource {
  log: FastifyBaseLogger;
  url: string;
  method: string;
  /** The body limit of the route, to name it in a 413. */
  bodyLimit: number;
}

export function toEnvelope(error: unknown, request: ErrorSource): Envelope<null> {
  const locale = localeOf(request);
  if (error instanceof AppError) {
    if (error.status === 'internal') request.log.error({ err: error, details: error.details }, 'internal error');
    return failure(error, locale);
  }
  const known = fromFastifyError(error as FastifyError, request);
  if (known) return failure(known, locale);
  request.log.error({ err: error, url: request.url, method: request.method }, 'unexpected error');
  return failure(new AppError('internal', 'internal'), locale);
}

function fromFastifyError(error: FastifyError, request: ErrorSource): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation', 'invalidJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payloadTooLarge', 'payloadTooLarge', { limit: formatSize(request.bodyLimit) });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payloadTooLarge', 'payloadTooLarge', { limit: formatSize(MAX_UPLOAD_BYTES) });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('validation', 'validation', { field: 'content-type', problem: error.message });
    default:
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return new AppError('validation', 'validation', { field: 'request', problem: error.message });
      }
      return undefined;
  }
}

/**
 * The limit as users read it (the message said "limit body" before).
 *
 * @example formatSize(65536) // '64 KB'
 */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
