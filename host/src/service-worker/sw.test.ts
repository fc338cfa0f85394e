// The service worker's promises about releases (docs/adr/0012): a page is always the current
// release's while online, each build fills a cache of its own, and the old one goes only when the
// new worker takes over. sw.ts runs here against a fake worker scope: an in-memory CacheStorage
// and a fetch the test answers.

type Listener = (event: never) => void;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async addAll(requests: Request[]) {
    for (const request of requests)
      this.entries.set(new URL(request.url).pathname, await fetch(request));
  }
  /** Same-origin requests by path; a string key (a request's address, or the worker's own key) as is. */
  private keyOf(key: string | Request) {
    if (typeof key !== 'string') return new URL(key.url).pathname;
    return key.startsWith(ORIGIN) ? key.slice(ORIGIN.length) : key;
  }
  async put(request: string | Request, response: Response) {
    this.entries.set(this.keyOf(request), response);
  }
  async match(key: string | Request) {
    return this.entries.get(this.keyOf(key))?.clone();
  }
  async delete(key: string | Request) {
    return this.entries.delete(this.keyOf(key));
  }
  async keys() {
    return [...this.entries.keys()].map((key) => ({ url: key }));
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(request: Request) {
    for (const cache of this.stores.values()) {
      const hit = await cache.match(request);
      if (hit) return hit;
    }
    return undefined;
  }
}

const ORIGIN = window.location.origin;
const enableNavigationPreload = jest.fn(async () => undefined);
let network: (url: string) => Response | Promise<Response>;

/** Loads sw.ts as build `version` would; returns its listeners. */
function loadWorker(version: string) {
  const listeners: Record<string, Listener> = {};
  jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
    listeners[type] = listener as Listener;
  });
  (globalThis as Record<string, unknown>).__VG_SHELL_VERSION__ = version;
  Object.assign(window, {
    clients: { claim: jest.fn(async () => undefined) },
    skipWaiting: jest.fn(),
    registration: { navigationPreload: { enable: enableNavigationPreload } },
  });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain load, no types: sw.ts is typed for a worker
    require('./sw');
  });
  jest.restoreAllMocks();
  return listeners;
}

async function install(listeners: Record<string, Listener>) {
  let done: Promise<unknown> = Promise.resolve();
  listeners.install!({ waitUntil: (promise: Promise<unknown>) => (done = promise) } as never);
  await done;
}

async function activate(listeners: Record<string, Listener>) {
  let done: Promise<unknown> = Promise.resolve();
  listeners.activate!({ waitUntil: (promise: Promise<unknown>) => (done = promise) } as never);
  await done;
}

/** What the worker answers for a script, data or image request (undefined: left to the browser). */
async function get(listeners: Record<string, Listener>, url: string) {
  let answer: Promise<Response> | undefined;
  const request = { url: new URL(url, ORIGIN).href, method: 'GET', mode: 'cors' };
  listeners.fetch!({
    request,
    respondWith: (response: Promise<Response>) => (answer = response),
  } as never);
  return answer && (await answer).text();
}

/**
 * What the worker answers for a navigation to `path` (undefined: left to the browser);
 * `preloadResponse` is what the browser asked for while the worker started (undefined: nothing).
 */
async function navigate(
  listeners: Record<string, Listener>,
  path: string,
  preloadResponse: Promise<Response | undefined> = Promise.resolve(undefined),
) {
  let answer: Promise<Response> | undefined;
  const request = { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' };
  listeners.fetch!({
    request,
    preloadResponse,
    respondWith: (response: Promise<Response>) => (answer = response),
  } as never);
  return answer && (await answer).text();
}

const cacheStorage = new FakeCacheStorage();
/** The shell's caches, one per build (the remotes' and the photos' outlive builds). */
const shellCaches = async () =>
  (await cacheStorage.keys()).filter((name) => name.startsWith('vg-shell-')).sort();

/** A request of the page's origin, as a worker's relative addresses are. */
class WorkerRequest {
  readonly url: string;
  constructor(url: string) {
    this.url = new URL(url, ORIGIN).href;
  }
}

beforeAll(() => {
  Object.assign(globalThis, { caches: cacheStorage, Request: WorkerRequest });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return network(url);
  }) as typeof fetch;
});

/** The files of a build whose pages say `release`. */
const release = (release: string) => (url: string) => {
  const { pathname } = new URL(url, ORIGIN);
  if (pathname === '/asset-manifest.json')
    return new Response(JSON.stringify({ shell: ['/index.html', '/help', `/main.${release}.js`] }));
  if (pathname === '/help') return new Response(`Help, release ${release}`);
  return new Response(`${pathname}, release ${release}`);
};

describe('the service worker across a release', () => {
  it('answers pages from the network while online, so a new release shows at once', async () => {
    network = release('aaaaaaaaaa');
    const first = loadWorker('build-a');
    await install(first);
    await activate(first);
    expect(await shellCaches()).toEqual(['vg-shell-build-a']);
    expect(await navigate(first, '/help')).toBe('Help, release aaaaaaaaaa');

    // Release b is deployed: the running worker (a) still answers with the network's page.
    network = release('bbbbbbbbbb');
    expect(await navigate(first, '/help')).toBe('Help, release bbbbbbbbbb');
  });

  it('installs the next build into its own cache and removes the old one only when it takes over', async () => {
    network = release('bbbbbbbbbb');
    const next = loadWorker('build-b');
    await install(next);
    expect(await shellCaches()).toEqual(['vg-shell-build-a', 'vg-shell-build-b']);
    await activate(next);
    expect(await shellCaches()).toEqual(['vg-shell-build-b']);

    // Offline: the page prerendered for that address from this build, else the plain shell.
    network = () => Promise.reject(new TypeError('offline'));
    expect(await navigate(next, '/help')).toBe('Help, release bbbbbbbbbb');
    expect(await navigate(next, '/vehicles')).toBe('/index.html, release bbbbbbbbbb');
  });

  it('answers a page with what the browser asked for while the worker started, not asking again', async () => {
    network = release('eeeeeeeeee');
    const worker = loadWorker('build-e');
    await install(worker);
    enableNavigationPreload.mockClear();
    await activate(worker);
    expect(enableNavigationPreload).toHaveBeenCalledTimes(1);

    const asked = jest.mocked(global.fetch).mock.calls.length;
    const preloaded = Promise.resolve(new Response('Dashboard, rendered for the member'));
    expect(await navigate(worker, '/dashboard', preloaded)).toBe(
      'Dashboard, rendered for the member',
    );
    expect(jest.mocked(global.fetch).mock.calls).toHaveLength(asked);

    // An address of the API (Google's return) is answered from the early request too: left to the
    // browser, it would be asked for a second time.
    const returned = Promise.resolve(new Response('Signed in'));
    expect(await navigate(worker, '/api/v1/auth/google/callback?code=c&state=s', returned)).toBe(
      'Signed in',
    );
    expect(jest.mocked(global.fetch).mock.calls).toHaveLength(asked);

    // No signal: the early request fails as the network would, and the kept page answers.
    network = () => Promise.reject(new TypeError('offline'));
    const failed = Promise.reject(new TypeError('offline'));
    expect(await navigate(worker, '/help', failed)).toBe('Help, release eeeeeeeeee');
  });
});

describe('the service worker for the offline garage (docs/adr/0015)', () => {
  const REMOTE = 'http://localhost:3001';
  const registry = JSON.stringify({ garage: `${REMOTE}/mf-manifest.json` });
  const online = (url: string) => {
    const { pathname } = new URL(url, ORIGIN);
    if (pathname === '/remotes.json') return new Response(registry);
    if (pathname === '/asset-manifest.json') return release('cccccccccc')(url);
    return new Response(`${pathname}, online`);
  };
  const offline = () => Promise.reject(new TypeError('offline'));

  it('serves the registry and the remotes from the network, and keeps them for a start with no signal', async () => {
    network = online;
    const worker = loadWorker('build-c');
    await install(worker);
    await activate(worker);
    expect(await get(worker, '/remotes.json')).toBe(registry);
    expect(await get(worker, `${REMOTE}/remoteEntry.js`)).toBe('/remoteEntry.js, online');
    expect(await get(worker, `${REMOTE}/43.77712eba8e.js`)).toBe('/43.77712eba8e.js, online');
    // Unknown origins are left alone.
    expect(await get(worker, 'http://elsewhere.test/x.js')).toBe('/x.js, online');

    network = offline;
    expect(await get(worker, '/remotes.json')).toBe(registry);
    expect(await get(worker, `${REMOTE}/remoteEntry.js`)).toBe('/remoteEntry.js, online');
    expect(await get(worker, `${REMOTE}/43.77712eba8e.js`)).toBe('/43.77712eba8e.js, online');
    // A new shell build takes over: the remotes' kept code stays.
    network = release('cccccccccc');
    const next = loadWorker('build-d');
    await install(next);
    await activate(next);
    expect(await cacheStorage.keys()).toContain('vg-remotes');
  });

  it('keeps the code a page loaded before the worker took it over, and nothing of other origins', async () => {
    // A new member's first visit: the registry, the garage's manifest, entry and pages were loaded
    // before this worker controlled the page, so none of them went through it.
    await cacheStorage.delete('vg-remotes');
    network = online;
    const worker = loadWorker('build-f');
    await install(worker);
    await activate(worker);
    const page = `${REMOTE}/__federation_expose_vehicles_page.2d3832a7c9.js`;
    let kept: Promise<unknown> = Promise.resolve();
    worker.message!({
      data: {
        type: 'KEEP_CODE',
        urls: [
          `${ORIGIN}/remotes.json`,
          `${REMOTE}/mf-manifest.json`,
          `${REMOTE}/remoteEntry.js`,
          page,
          'http://elsewhere.test/x.js',
          `${ORIGIN}/api/v1/vehicles?sort=recent`,
        ],
      },
      waitUntil: (promise: Promise<unknown>) => (kept = promise),
    } as never);
    await kept;

    // Then no signal: the garage's code is there for the offline start.
    network = offline;
    expect(await get(worker, '/remotes.json')).toBe(registry);
    expect(await get(worker, `${REMOTE}/mf-manifest.json`)).toBe('/mf-manifest.json, online');
    expect(await get(worker, `${REMOTE}/remoteEntry.js`)).toBe('/remoteEntry.js, online');
    expect(await get(worker, page)).toBe(
      '/__federation_expose_vehicles_page.2d3832a7c9.js, online',
    );
    // An origin the registry does not name, and the API's answers, are not kept.
    const keys = (await (await cacheStorage.open('vg-remotes')).keys()).map((key) => key.url);
    expect(keys).not.toContain('http://elsewhere.test/x.js');
    expect(keys.some((key) => key.includes('/api/'))).toBe(false);
  });

  it("keeps the thumbnails a member saw, under any signature, and none of a visitor's", async () => {
    network = online;
    const worker = loadWorker('build-e');
    await install(worker);
    await activate(worker);
    const photo = (sig: string) => `/api/v1/photos/p1/file?size=thumb&expires=1&sig=${sig}`;
    // A visitor: not answered by the worker at all.
    expect(await get(worker, photo('a'))).toBeUndefined();

    worker.message!({ data: { type: 'KEEP_PHOTOS', on: true } } as never);
    expect(await get(worker, photo('b'))).toBe('/api/v1/photos/p1/file, online');
    network = offline;
    expect(await get(worker, photo('c'))).toBe('/api/v1/photos/p1/file, online');
    expect(await (await cacheStorage.open('vg-photos')).keys()).toHaveLength(1);
  });
});
