import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * What a call needs to know about the HTTP request it came in, whichever path carried it:
 * Fastify's router (tests' `inject`, multipart uploads) or the raw fast path for JSON calls.
 * A FastifyRequest already has this shape.
 */
export interface CallRequest {
  readonly headers: IncomingHttpHeaders;
  ip: string;
  protocol: string;
  host: string;
  url: string;
  log: FastifyBaseLogger;
  /** Present when Fastify parsed the request: multipart calls read their parts from it. */
  fastify?: FastifyRequest;
  /**
   * The TCP connection the request came on (its socket), when known: what a keep-alive client
   * sends again on the same connection (its login token) is checked once per connection.
   */
  readonly connection?: object;
  /** The origin to name to the client (links, the API host): see `PublicOrigins`. */
  publicOrigin(): string;
}

export type HeaderSource = Pick<CallRequest, 'headers' | 'connection'>;

/**
 * One header as a string (the first of a repeated list-valued one). Reads Node's `headers`
 * object: Node builds it for every HTTP/1.1 request anyway (its Expect and Host checks), so a
 * private copy of the headers would only add work.
 */
export function headerOf(request: HeaderSource, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' || value === undefined ? value : value[0];
}

/**
 * The origin the client used, e.g. `https://m.example.com`, when this server answers for its
 * host (PUBLIC_API_URL when set); a forged Host is refused rather than echoed.
 */
export function originOf(request: Pick<CallRequest, 'publicOrigin'>): string {
  return request.publicOrigin();
}
