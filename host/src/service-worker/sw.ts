/// <reference lib="webworker" />
// The host's service worker: the shell starts offline; API answers and the
// remote registry are never cached (a release must show up on reload).
declare const self: ServiceWorkerGlobalScope;
/** Follows every script and prerendered page of the build (host/webpack.sw.js). */
declare const __VG_SHELL_VERSION__: string;
export {}; // a module, so `self` above is this file's own declaration

// One cache per build: a waiting worker fills its own, and the old one goes only when it takes
// over (after the person agreed to reload), so neither version ever serves the other's pages.
const CACHE = `vg-shell-${__VG_SHELL_VERSION__}`;
const NEVER_CACHED = [/^\/api\//, /^\/remotes\.json$/, /^\/sw\.js$/];
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
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

// The page asks a waiting worker to take over once the person agreed to reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
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

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return;

  if (request.mode === 'navigate') {
    // Network first, so a page is always the current release's; the cache only when offline.
    event.respondWith(fetch(request).catch(() => offlinePage(url)));
    return;
  }
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
