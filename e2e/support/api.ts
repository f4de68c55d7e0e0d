import { createHash } from 'node:crypto';
import { appTokenMinute } from '@scoreline/contract';

/** The reply envelope every call answers with (product.md section 2). */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** Calls the API as the app does (with the app token header, and the user's token if given). */
export async function callApi<T = unknown>(baseUrl: string, path: string, payload: object = {}, token?: string | null): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'token-app': createHash('md5').update('scoreline-dev-app-secret' + appTokenMinute(Date.now())).digest('hex'),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return (await response.json()) as Envelope<T>;
}
