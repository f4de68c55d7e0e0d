/**
 * The service worker (built to /sw.js by vite-plugins/service-worker.ts, which fills in the
 * precache list and version). It keeps the app shell available offline and never caches API
 * calls or the push socket.
 */
import { cacheName, chooseStrategy, SHELL_URL } from './sw-policy.ts';

// The DOM lib types `self` as a Window; these are the worker-global parts used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  __SCORELINE_PRECACHE?: { version: string; files: string[] };
}

const scope = self as unknown as WorkerScope;
// `self.__SCORELINE_PRECACHE` is replaced at build time; the plugin fails the build if it is missing.
const manifest = (self as unknown as WorkerScope).__SCORELINE_PRECACHE ?? { version: 'dev', files: [] };
const CACHE = cacheName(manifest.version);
const precached = new Set(manifest.files);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(manifest.files))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('scoreline-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = chooseStrategy(request, scope.location.origin, precached);
  if (strategy === 'navigate') event.respondWith(networkFirst(request));
  else if (strategy === 'shell') event.respondWith(cacheFirst(request));
});

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    // Only the app's own page refreshes the cached shell (hash routes all load '/').
    const path = new URL(request.url).pathname;
    if (response.ok && (path === SHELL_URL || path === '/index.html')) {
      const cache = await caches.open(CACHE);
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  return cached ?? fetch(request);
}
