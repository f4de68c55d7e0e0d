import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Envelope } from '@scoreline/contract';
import type { FastifyBaseLogger } from 'fastify';
import { headerOf, pickHeaders, type CallRequest } from './call-request.ts';

export interface RawRequestOptions {
  bodyLimit: number;
  trustProxy: boolean;
}

/**
 * The CallRequest of a raw request; with TRUST_PROXY the X-Forwarded-* headers count.
 * `headers` is Node's object, which Node builds on first read; the pipeline reads `picked`
 * instead, so a cached call never pays for building it.
 */
class RawCallRequest implements CallRequest {
  readonly picked: ReadonlyMap<string, string> | undefined;
  readonly ip: string;
  readonly protocol: string;
  readonly host: string;
  readonly url: string;

  constructor(
    private readonly req: IncomingMessage,
    trustProxy: boolean,
    readonly log: FastifyBaseLogger,
  ) {
    this.picked = pickHeaders(req.rawHeaders);
    const forwarded = (name: string) => (trustProxy ? headerOf(this, name)?.split(',')[0]?.trim() : undefined);
    const encrypted = (req.socket as TLSSocket).encrypted === true;
    this.ip = forwarded('x-forwarded-for') || req.socket.remoteAddress || '';
    this.protocol = forwarded('x-forwarded-proto') || (encrypted ? 'https' : 'http');
    this.host = forwarded('x-forwarded-host') || headerOf(this, 'host') || '';
    this.url = req.url ?? '/';
  }

  get headers(): IncomingHttpHeaders {
    return this.req.headers;
  }
}

export function rawCallRequest(req: IncomingMessage, options: RawRequestOptions & { log: FastifyBaseLogger }): CallRequest {
  return new RawCallRequest(req, options.trustProxy, options.log);
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

function parseJson(text: string): Error | { value: unknown } {
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
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type);
}

function tooLarge(req: IncomingMessage): Error {
  // Stop reading the rest; the reply still goes out.
  req.pause();
  return Object.assign(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 'body too large'), { statusCode: 413 });
}

/** Writes an envelope, or a serialised one's ready bytes as they are. */
export function writeJson(res: ServerResponse, envelope: Envelope<unknown> | Buffer): void {
  const body = Buffer.isBuffer(envelope) ? envelope : JSON.stringify(envelope);
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  // The flat [name, value, …] form skips the object walk of the keyed form.
  res.writeHead(200, ['content-type', 'application/json; charset=utf-8', 'content-length', String(length)]);
  res.end(body);
}
