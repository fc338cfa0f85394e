/// <reference lib="webworker" />
// The host's service worker: the shell starts offline; API answers and the
// remote registry are never cached (a release must show up on reload).
declare const self: ServiceWorkerGlobalScope;
export {}; // a module, so `self` above is this file's own declaration

const CACHE = 'vg-shell-v1';
const NEVER_CACHED = [/^\/api\//, /^\/remotes\.json$/, /^\/sw\.js$/];
const IMMUTABLE = /\.[0-9a-f]{10}\.js$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('/asset-manifest.json', { cache: 'no-store' });
      const { shell } = (await response.json()) as { shell: string[] };
      const cache = await caches.open(CACHE);
      await cache.addAll(shell);
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

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return;

  if (request.mode === 'navigate') {
    // Network first so a new release is seen; the cached shell when offline.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match('/')) ?? Response.error()),
    );
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
