import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { defaultServerLocale } from '@scoreline/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { failure, JSON_CONTENT_TYPE } from './envelope.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';

/**
 * Request headers may total this much: a login token is a few hundred bytes, so this leaves
 * room for any honest client while an over-long token still reaches the envelope (auth refuses
 * it there with a message). Node's default is 16 KB.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Answers what Node could not parse as a request. Headers over MAX_HEADER_BYTES get the
 * envelope the client reads every answer from (in the default language: the `lang` header was
 * in what overflowed), not a bare HTTP 431; anything else gets what Fastify answers by default.
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) socket.write(error.code === 'HPE_HEADER_OVERFLOW' ? headersTooLarge() : plainClientError(error.code));
  socket.destroy(error);
}

function headersTooLarge(): string {
  const error = new AppError('payloadTooLarge', 'headersTooLarge', { limit: `${MAX_HEADER_BYTES / 1024} KB` });
  const body = JSON.stringify(failure(error, defaultServerLocale));
  const headers = ['content-type', JSON_CONTENT_TYPE, 'content-length', String(Buffer.byteLength(body)), 'connection', 'close', ...API_SECURITY_HEADERS];
  const lines: string[] = [];
  for (let i = 0; i < headers.length; i += 2) lines.push(`${headers[i]}: ${headers[i + 1]}`);
  return `HTTP/1.1 200 OK\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

function plainClientError(code: string | undefined): string {
  const timeout = code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timeout ? 408 : 400;
  const body = JSON.stringify({ error: STATUS_CODES[status], message: timeout ? 'Client Timeout' : 'Client Error', statusCode: status });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`;
}
