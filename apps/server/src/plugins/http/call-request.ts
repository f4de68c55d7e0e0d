import type { IncomingHttpHeaders } from 'node:http';
import { headers as clientHeaders } from '@scoreline/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * What a call needs to know about the HTTP request it came in, whichever path carried it:
 * Fastify's router (tests' `inject`, multipart uploads) or the raw fast path for JSON calls.
 * A FastifyRequest already has this shape.
 */
export interface CallRequest {
  readonly headers: IncomingHttpHeaders;
  /** The headers the pipeline reads, copied out of the raw list (raw path only; see pickHeaders). */
  readonly picked?: ReadonlyMap<string, string> | undefined;
  ip: string;
  protocol: string;
  host: string;
  url: string;
  log: FastifyBaseLogger;
  /** Present when Fastify parsed the request: multipart calls read their parts from it. */
  fastify?: FastifyRequest;
}

export type HeaderSource = Pick<CallRequest, 'headers' | 'picked'>;

/** Every header the call pipeline itself reads on each request. */
const pickedNames: ReadonlySet<string> = new Set<string>([
  ...Object.values(clientHeaders),
  'accept-language',
  'user-agent',
  'content-type',
  'content-length',
  'transfer-encoding',
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);

/**
 * The pipeline's headers straight from `rawHeaders`, without building Node's `req.headers`
 * object (a measurable share of a cached call). Only when each appears at most once: a repeated
 * one follows Node's joining rules, so then the answer is undefined and callers read `headers`.
 */
export function pickHeaders(raw: readonly string[]): ReadonlyMap<string, string> | undefined {
  const picked = new Map<string, string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!pickedNames.has(name)) continue;
    if (picked.has(name)) return undefined;
    picked.set(name, raw[i + 1]!);
  }
  return picked;
}

export function headerOf(request: HeaderSource, name: string): string | undefined {
  const picked = request.picked;
  if (picked !== undefined && pickedNames.has(name)) return picked.get(name);
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The origin the client used, e.g. `https://m.example.com`. */
export function originOf(request: Pick<CallRequest, 'protocol' | 'host'>): string {
  return `${request.protocol}://${request.host}`;
}
