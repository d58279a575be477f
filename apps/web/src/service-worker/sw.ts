/**
 * The service worker (built to /sw.js by build/service-worker.ts): opens the app offline and keeps its
 * files, and leaves everything the server answers (API, identity, media) to the network. A new version
 * waits until every window of the app has closed rather than taking over open pages (no skipWaiting): an
 * open page keeps the cache its own scripts came from, so its lazy screens still load after a deploy, and
 * a reload already runs the new build because page loads go to the network first.
 */
import { fetchStrategy } from './fetch-strategy';
import type { Precache } from './precache';

declare const self: ServiceWorkerGlobalScope;
/** This build's files, written in by the build. */
declare const __PRECACHE__: Precache;

// Read once: the build writes the whole list in wherever the name appears.
const precacheList = __PRECACHE__;
const CACHE_PREFIX = 'stylebook-';
const cacheName = `${CACHE_PREFIX}${precacheList.version}`;
/**
 * A page load waits this long for the network before opening the cached app, which then asks the API
 * itself: a slow connection still gets the app at once instead of a blank page.
 */
const NAVIGATION_TIMEOUT_MS = 3000;
/** Hashed names and one shell: whatever the server varies on, the cached copy is the right one. */
const MATCH_OPTIONS: CacheQueryOptions = { ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

self.addEventListener('fetch', (event) => {
  const strategy = fetchStrategy(event.request, self.location.origin);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'network-first-shell') event.respondWith(networkFirstShell(event.request));
});

async function precache(): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all([
    // The shell must be this deploy's, not a copy an HTTP cache kept.
    cache.add(new Request(precacheList.shell, { cache: 'no-cache' })),
    cache.addAll(precacheList.assets),
  ]);
}

async function activate(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
      .map((name) => caches.delete(name)),
  );
  // No navigation preload: for the page loads left to the network (/identity/…, /r/…) the browser would
  // send the preload and then the request itself, running a one-time sign-in callback or a click count twice.
  await self.clients.claim();
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ...MATCH_OPTIONS, cacheName });
  return cached ?? fetch(request);
}

async function networkFirstShell(request: Request): Promise<Response> {
  const network = fetch(request);
  try {
    return await withTimeout(network, NAVIGATION_TIMEOUT_MS);
  } catch {
    const shell = await caches.match(precacheList.shell, { ...MATCH_OPTIONS, cacheName });
    // Not installed yet: the network's answer, or its failure, is all there is.
    return shell ?? network;
  }
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${milliseconds} ms`)), milliseconds);
    void promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
