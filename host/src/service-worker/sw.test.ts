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
  async put(request: Request, response: Response) {
    this.entries.set(new URL(request.url).pathname, response);
  }
  async match(key: string | Request) {
    const pathname = typeof key === 'string' ? key : new URL(key.url).pathname;
    return this.entries.get(pathname)?.clone();
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

/** What the worker answers for a navigation to `path` (undefined: left to the browser). */
async function navigate(listeners: Record<string, Listener>, path: string) {
  let answer: Promise<Response> | undefined;
  const request = { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' };
  listeners.fetch!({
    request,
    respondWith: (response: Promise<Response>) => (answer = response),
  } as never);
  return answer && (await answer).text();
}

const cacheStorage = new FakeCacheStorage();

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
    expect(await cacheStorage.keys()).toEqual(['vg-shell-build-a']);
    expect(await navigate(first, '/help')).toBe('Help, release aaaaaaaaaa');

    // Release b is deployed: the running worker (a) still answers with the network's page.
    network = release('bbbbbbbbbb');
    expect(await navigate(first, '/help')).toBe('Help, release bbbbbbbbbb');
  });

  it('installs the next build into its own cache and removes the old one only when it takes over', async () => {
    network = release('bbbbbbbbbb');
    const next = loadWorker('build-b');
    await install(next);
    expect((await cacheStorage.keys()).sort()).toEqual(['vg-shell-build-a', 'vg-shell-build-b']);
    await activate(next);
    expect(await cacheStorage.keys()).toEqual(['vg-shell-build-b']);

    // Offline: the page prerendered for that address from this build, else the plain shell.
    network = () => Promise.reject(new TypeError('offline'));
    expect(await navigate(next, '/help')).toBe('Help, release bbbbbbbbbb');
    expect(await navigate(next, '/vehicles')).toBe('/index.html, release bbbbbbbbbb');
  });
});
