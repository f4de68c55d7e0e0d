import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Envelope } from '@scoreline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CallRequest } from './call-request.ts';

export interface RawRequestOptions {
  bodyLimit: number;
  trustProxy: boolean;
}

/** The CallRequest of a raw request; with TRUST_PROXY the X-Forwarded-* headers count. */
export function rawCallRequest(req: IncomingMessage, options: RawRequestOptions & { log: FastifyBaseLogger }): CallRequest {
  const forwarded = (name: string) => {
    const value = req.headers[name];
    return options.trustProxy && typeof value === 'string' ? value.split(',')[0]?.trim() : undefined;
  };
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  return {
    headers: req.headers,
    ip: forwarded('x-forwarded-for') || req.socket.remoteAddress || '',
    protocol: forwarded('x-forwarded-proto') || (encrypted ? 'https' : 'http'),
    host: forwarded('x-forwarded-host') || req.headers.host || '',
    url: req.url ?? '/',
    log: options.log,
  };
}

/** An error shaped like Fastify's own, so the envelope reads the same whichever path failed. */
function fastifyError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, statusCode: 400 });
}

/**
 * Reads a JSON body with the answers Fastify gives: no body is an empty payload; otherwise the
 * wrong content type, too large, empty or malformed JSON, and prototype-poisoning keys fail.
 */
export function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const type = req.headers['content-type'];
  if (!hasBody) {
    req.resume();
    return isJsonType(type) ? Promise.reject(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 'empty JSON body')) : Promise.resolve(undefined);
  }
  if (!isJsonType(type)) {
    req.resume();
    return Promise.reject(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', `Unsupported Media Type: ${String(type)}`));
  }
  if (Number(req.headers['content-length']) > limit) return Promise.reject(tooLarge(req));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return reject(tooLarge(req));
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > limit) return;
      // Call payloads are small and nearly always arrive in one chunk.
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      if (text.trim() === '') return reject(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 'empty JSON body'));
      if (text.includes('__proto__') && /"__proto__"\s*:/.test(text)) {
        return reject(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 'forbidden prototype property'));
      }
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 'invalid JSON'));
      }
    });
  });
}

function isJsonType(type: string | undefined): boolean {
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type);
}

function tooLarge(req: IncomingMessage): Error {
  // Stop reading the rest; the reply still goes out.
  req.pause();
  return Object.assign(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 'body too large'), { statusCode: 413 });
}

export function writeJson(res: ServerResponse, envelope: Envelope<unknown> | string): void {
  const body = typeof envelope === 'string' ? envelope : JSON.stringify(envelope);
  // The flat [name, value, …] form skips the object walk of the keyed form.
  res.writeHead(200, ['content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(body))]);
  res.end(body);
}
