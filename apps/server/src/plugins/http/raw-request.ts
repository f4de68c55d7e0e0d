import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Envelope } from '@scoreline/contract';
import type { FastifyBaseLogger } from 'fastify';
import { headerOf, type CallRequest } from './call-request.ts';
import type { PublicOrigins } from './public-origin.ts';
import { JSON_CONTENT_TYPE, WireEnvelope } from './envelope.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';
import { AppError } from '../../platform/errors.ts';
import { ReadyEnvelope } from '../../platform/serialized.ts';

export interface RawRequestOptions {
  bodyLimit: number;
  trustProxy: boolean;
  origins: PublicOrigins;
}

/**
 * The CallRequest of a raw request; with TRUST_PROXY the X-Forwarded-* headers count.
 * Protocol and host are worked out only when a handler asks (few do): a cached call reads
 * just the headers and the IP.
 */
class RawCallRequest implements CallRequest {
  readonly headers: IncomingHttpHeaders;
  readonly ip: string;
  readonly url: string;
  readonly connection: object;

  constructor(
    private readonly req: IncomingMessage,
    private readonly trustProxy: boolean,
    readonly log: FastifyBaseLogger,
    private readonly origins: PublicOrigins,
  ) {
    this.headers = req.headers;
    this.connection = req.socket;
    this.ip = (trustProxy && this.forwarded('x-forwarded-for')) || req.socket.remoteAddress || '';
    this.url = req.url ?? '/';
  }

  get protocol(): string {
    return (this.trustProxy && this.forwarded('x-forwarded-proto')) || ((this.req.socket as TLSSocket).encrypted === true ? 'https' : 'http');
  }

  get host(): string {
    return (this.trustProxy && this.forwarded('x-forwarded-host')) || headerOf(this, 'host') || '';
  }

  publicOrigin(): string {
    return this.origins.originOf(this.protocol, this.host);
  }

  private forwarded(name: string): string | undefined {
    return headerOf(this, name)?.split(',')[0]?.trim();
  }
}

export function rawCallRequest(req: IncomingMessage, options: RawRequestOptions & { log: FastifyBaseLogger }): CallRequest {
  return new RawCallRequest(req, options.trustProxy, options.log, options.origins);
}
/** An error shaped like Fastify's own, so the envelope reads the same whichever path failed. */
function fastifyError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, statusCode: 400 });
}

export type BodyDone = (error: Error | undefined, body: unknown) => void;

/**
 * Reads a JSON body with the answers Fastify gives: no body is an empty payload; otherwise the
 * wrong content type, too large, empty or malformed JSON, and prototype-poisoning keys fail.
 * Calls `done` once (never for a request the client aborted: there is no one to answer). A
 * callback, not a promise: a cached call then runs start to finish without a microtask.
 */
export function readJsonBody(req: IncomingMessage, request: CallRequest, limit: number, done: BodyDone): void {
  const length = headerOf(request, 'content-length');
  const hasBody = headerOf(request, 'transfer-encoding') !== undefined || Number(length ?? 0) > 0;
  const type = headerOf(request, 'content-type');
  if (!hasBody) {
    req.resume();
    return isJsonType(type) ? done(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 'empty JSON body'), undefined) : done(undefined, undefined);
  }
  if (!isJsonType(type)) {
    req.resume();
    return done(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', `Unsupported Media Type: ${String(type)}`), undefined);
  }
  const encoding = contentEncodingProblem(headerOf(request, 'content-encoding'));
  if (encoding) {
    req.resume();
    return done(encoding, undefined);
  }
  if (Number(length) > limit) return done(tooLarge(req), undefined);
  let first: Buffer | undefined;
  let rest: Buffer[] | undefined;
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    if (size > limit) return;
    size += chunk.length;
    if (size > limit) return done(tooLarge(req), undefined);
    if (first === undefined) first = chunk;
    else (rest ??= [first]).push(chunk);
  });
  req.on('end', () => {
    if (size > limit) return;
    // Call payloads are small and nearly always arrive in one chunk.
    const text = rest ? Buffer.concat(rest).toString('utf8') : (first?.toString('utf8') ?? '');
    const parsed = parseJson(text);
    if (parsed instanceof Error) done(parsed, undefined);
    else done(undefined, parsed.value);
  });
}

/**
 * Bodies are read as they come: a compressed one would only fail as "not valid JSON", naming the
 * wrong problem. Both doors (this path and Fastify's preParsing hook) refuse it by name.
 *
 * @example contentEncodingProblem('gzip') // AppError: content-encoding gzip is not supported…
 */
export function contentEncodingProblem(encoding: string | undefined): AppError | undefined {
  const value = encoding?.trim().toLowerCase();
  if (!value || value === 'identity') return undefined;
  return new AppError('validation', 'validation', { field: 'content-encoding', problem: `${value.slice(0, 40)} is not supported; send the body uncompressed` });
}

/** What list calls nearly always send; read without the parser. */
const EMPTY_OBJECT_BODY = '{}';

function parseJson(text: string): Error | { value: unknown } {
  if (text === EMPTY_OBJECT_BODY) return { value: {} };
  if (text.trim() === '') return fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 'empty JSON body');
  if (text.includes('__proto__') && /"__proto__"\s*:/.test(text)) {
    return fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 'forbidden prototype property');
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 'invalid JSON');
  }
}

function isJsonType(type: string | undefined): boolean {
  // What clients send nearly always; the pattern decides every other spelling.
  return type === 'application/json' || (type !== undefined && /^application\/json\s*(;|$)/i.test(type));
}

function tooLarge(req: IncomingMessage): Error {
  // Stop reading the rest; the reply still goes out.
  req.pause();
  return Object.assign(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 'body too large'), { statusCode: 413 });
}

/** Writes an envelope, or a ready one as it is. */
export function writeJson(res: ServerResponse, envelope: Envelope<unknown> | ReadyEnvelope): void {
  if (envelope instanceof WireEnvelope) {
    res.writeHead(200, envelope.head as string[]);
    res.end(envelope.wire, 'latin1');
    return;
  }
  if (envelope instanceof ReadyEnvelope) {
    res.writeHead(200, envelope.head as string[]);
    res.end(envelope.text);
    return;
  }
  const body = JSON.stringify(envelope);
  // The flat [name, value, …] form skips the object walk of the keyed form.
  res.writeHead(200, ['content-type', JSON_CONTENT_TYPE, 'content-length', String(Buffer.byteLength(body)), ...API_SECURITY_HEADERS]);
  res.end(body);
}
