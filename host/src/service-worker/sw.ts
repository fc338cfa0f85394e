/// <reference lib="webworker" />
// The host's service worker: the shell starts offline; API answers are never cached (a member's
// garage is read offline from the query cache kept in IndexedDB, docs/adr/0015). The remote
// registry and the remotes' entries are fetched from the network first, so a release shows up on
// reload, and kept for when there is none; photo thumbnails a member saw are kept too.
declare const self: ServiceWorkerGlobalScope;
/** Follows every script and prerendered page of the build (host/webpack.sw.js). */
declare const __VG_SHELL_VERSION__: string;
export {}; // a module, so `self` above is this file's own declaration

// One cache per build: a waiting worker fills its own, and the old one goes only when it takes
// over (after the person agreed to reload), so neither version ever serves the other's pages.
const CACHE = `vg-shell-${__VG_SHELL_VERSION__}`;
const NEVER_CACHED = [/^\/api\//, /^\/sw\.js$/];
const neverCached = (url: URL) => NEVER_CACHED.some((pattern) => pattern.test(url.pathname));
/** The registry and the remotes' code, for starting the garage offline; not tied to a shell build. */
const REMOTES_CACHE = 'vg-remotes';
const REMOTES_MAX_ENTRIES = 400;
/** Thumbnails the member last saw; emptied on sign-out (shared/src/offline-engine). */
const PHOTO_CACHE = 'vg-photos';
const PHOTO_MAX_ENTRIES = 300;
const PHOTO_FILE = /^\/api\/v1\/photos\/[^/]+\/file$/;
const REGISTRY = '/remotes.json';
const KEPT_CACHES = [REMOTES_CACHE, PHOTO_CACHE];
const IMMUTABLE = /\.[0-9a-f]{10}\.js$/;
/** The plain shell: starts any route offline when that route has no page of its own cached. */
const SHELL_PAGE = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('/asset-manifest.json', { cache: 'no-store' });
      const { shell } = (await response.json()) as { shell: string[] };
      const cache = await caches.open(CACHE);
      // From the network, not the HTTP cache: the pages must be this release's.
      await cache.addAll(shell.map((url) => new Request(url, { cache: 'reload' })));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name !== CACHE && !KEPT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      // A page is asked for while the worker starts, not after (on a phone, starting it costs a
      // returning member tens of milliseconds before each page's first byte).
      await self.registration.navigationPreload?.enable();
      // Before the worker takes the page: from then on, the remotes' code it fetches is kept only
      // if the worker knows their origins.
      await keepRegistry().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

/**
 * Thumbnails are kept only while a member's offline garage runs (the page says so): a visitor's
 * look at public cars leaves nothing behind. Lost when the worker restarts, until the next page.
 */
let keepPhotos = false;

// The page asks a waiting worker to take over once the person agreed to reload, and tells the
// worker that has just taken it over what code it loaded before (keepCode).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; on?: boolean; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'KEEP_PHOTOS') keepPhotos = data.on === true;
  if (data?.type === 'KEEP_CODE' && Array.isArray(data.urls)) event.waitUntil(keepCode(data.urls));
});

/** Offline: the page prerendered for this very address, else the plain shell. */
async function offlinePage(url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  return (
    (await cache.match(url.pathname, { ignoreSearch: true })) ??
    (await cache.match(SHELL_PAGE)) ??
    Response.error()
  );
}

/**
 * Network first, so a page is always the current release's; the cache only when offline (never for
 * the API's addresses). The answer the browser asked for while the worker started (navigation
 * preload) when there is one.
 */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    if (neverCached(url)) throw error;
    return offlinePage(url);
  }
}

/** Drops the oldest entries past `max` (a cache lists its keys in the order they were put). */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/** Network first; the last good answer when there is no network. `key` names it in the cache. */
async function networkThenCache(
  request: Request,
  cacheName: string,
  max: number,
  key: string = request.url,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    // A remote's script loads without CORS: its answer is opaque, and still the code to run.
    if (response.ok || response.type === 'opaque') {
      await cache.delete(key);
      await cache.put(key, response.clone());
      await trim(cache, max);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

/** The origins the registry names: the remotes whose code may be kept. */
async function remoteOrigins(): Promise<Set<string>> {
  const cached = await (await caches.open(REMOTES_CACHE)).match(REGISTRY);
  const registry: unknown = cached ? await cached.json().catch(() => ({})) : {};
  const origins = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      try {
        origins.add(new URL(value, self.location.origin).origin);
      } catch {
        // Not an address: nothing to allow.
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(registry);
  return origins;
}

/** The registry as it is now: it names the origins whose code is kept (remoteOrigins). */
async function keepRegistry(): Promise<void> {
  const response = await fetch(REGISTRY, { cache: 'no-store' });
  if (response.ok) await (await caches.open(REMOTES_CACHE)).put(REGISTRY, response);
}

/** Where an address the page loaded is kept: the registry's remotes, the shell's hashed chunks. */
function cacheOf(url: URL, origins: Set<string>): string | null {
  if (url.origin !== self.location.origin) return origins.has(url.origin) ? REMOTES_CACHE : null;
  return IMMUTABLE.test(url.pathname) && !neverCached(url) ? CACHE : null;
}

/**
 * A member's first visit loads the registry, the remotes' manifests, entries and chunks before
 * this worker controls the page, so none of it went through the worker: the page lists what it
 * loaded once the worker has taken it (register-service-worker.ts), and the worker fetches and
 * keeps what it is missing, or the garage would not start offline after that one visit
 * (docs/adr/0015). Only the registry's remotes and the shell's own chunks: a page's word never
 * makes the worker keep another origin's answers, nor the API's.
 */
async function keepCode(urls: unknown[]): Promise<void> {
  const remotes = await caches.open(REMOTES_CACHE);
  if (!(await remotes.match(REGISTRY))) await keepRegistry().catch(() => undefined);
  const origins = await remoteOrigins();
  const addresses = new Set(
    urls.slice(0, REMOTES_MAX_ENTRIES).flatMap((value) => {
      if (typeof value !== 'string' || !URL.canParse(value, self.location.origin)) return [];
      return [new URL(value, self.location.origin).href];
    }),
  );
  await Promise.all(
    [...addresses].map(async (address) => {
      const name = cacheOf(new URL(address), origins);
      if (!name) return;
      const cache = await caches.open(name);
      if (await cache.match(address)) return;
      const response = await fetch(address).catch(() => null);
      if (response?.ok) await cache.put(address, response);
    }),
  );
  await trim(remotes, REMOTES_MAX_ENTRIES);
}

async function remoteAsset(request: Request, url: URL): Promise<Response> {
  if (!(await remoteOrigins()).has(url.origin)) return fetch(request);
  if (IMMUTABLE.test(url.pathname)) {
    const cache = await caches.open(REMOTES_CACHE);
    const hit = await cache.match(request.url);
    if (hit) return hit;
  }
  return networkThenCache(request, REMOTES_CACHE, REMOTES_MAX_ENTRIES);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    // Every navigation, the API's addresses included: one left to the browser is asked for a
    // second time after its early request, and an address that acts once (Google's return to the
    // API, which spends its code and checks its state) would act twice.
    event.respondWith(page(event, url));
    return;
  }
  if (url.origin !== self.location.origin) {
    event.respondWith(remoteAsset(request, url));
    return;
  }
  if (url.pathname === REGISTRY) {
    event.respondWith(networkThenCache(request, REMOTES_CACHE, REMOTES_MAX_ENTRIES, REGISTRY));
    return;
  }
  if (PHOTO_FILE.test(url.pathname) && keepPhotos) {
    // Network first (a photo withdrawn or made private is gone when online, docs/security.md T37);
    // offline, the thumbnail last seen at this address, or at another signature of it.
    event.respondWith(
      (async () => {
        const key = `${url.pathname}?size=${url.searchParams.get('size') ?? ''}`;
        return networkThenCache(request, PHOTO_CACHE, PHOTO_MAX_ENTRIES, key);
      })(),
    );
    return;
  }
  if (neverCached(url)) return;
  if (IMMUTABLE.test(url.pathname)) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) {
          const cache = await caches.open(CACHE);
          await cache.put(request, response.clone());
        }
        return response;
      })(),
    );
  }
});

// Background Sync (where the browser has it): the waiting changes are the page's to send (it holds
// the member's token), so the worker wakes an open page of the app.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag !== 'vg-outbox') return;
  syncEvent.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window' });
      for (const page of pages) page.postMessage({ type: 'SYNC_OUTBOX' });
    })(),
  );
});
