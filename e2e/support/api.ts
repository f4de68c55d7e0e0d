import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { appTokenMinute } from '@scoreline/contract';

/** The reply envelope every call answers with (product.md section 2). */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/**
 * Calls the API as the app does (with the app token header, and the user's token if given).
 * Each call has a connection of its own: a pooled keep-alive connection can be closed by the
 * server's idle timer just as the next call goes out on it, and on a loaded machine, whose
 * timers fire late, that race reset a setup poll (ECONNRESET) often enough to fail CI runs.
 */
export async function callApi<T = unknown>(baseUrl: string, path: string, payload: object = {}, token?: string | null): Promise<Envelope<T>> {
  const body = JSON.stringify(payload);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'token-app': createHash('md5').update('scoreline-dev-app-secret' + appTokenMinute(Date.now())).digest('hex'),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const text = await new Promise<string>((resolve, reject) => {
    const sent = request(`${baseUrl}${path}`, { method: 'POST', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path} answered with something other than JSON: ${text.slice(0, 200)}`);
  }
}
