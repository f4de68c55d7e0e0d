import { API_PATH_PATTERN, PUSH_SOCKET_PATH } from '../lib/api/api-paths.ts';

/**
 * How the service worker treats a request:
 * - `bypass`: straight to the network, never cached (API calls, uploads, the socket, other origins, non-GET);
 * - `navigate`: network first, the cached shell when offline;
 * - `shell`: a precached build file, cache first.
 */
export type SwStrategy = 'bypass' | 'navigate' | 'shell';

export interface SwRequest {
  method: string;
  url: string;
  mode: RequestMode;
}

/**
 * @example chooseStrategy({ method: 'POST', url: 'https://a/MobileUser/getUserInfo', mode: 'cors' }, 'https://a', new Set()) // 'bypass'
 */
export function chooseStrategy(request: SwRequest, origin: string, precached: ReadonlySet<string>): SwStrategy {
  if (request.method !== 'GET') return 'bypass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'bypass';
  if (API_PATH_PATTERN.test(url.pathname) || url.pathname.startsWith(PUSH_SOCKET_PATH)) return 'bypass';
  if (request.mode === 'navigate') return 'navigate';
  return precached.has(url.pathname) ? 'shell' : 'bypass';
}

/** The cache of one build; older ones are deleted when a new worker activates. */
export function cacheName(version: string): string {
  return `scoreline-shell-${version}`;
}

export const SHELL_URL = '/';
