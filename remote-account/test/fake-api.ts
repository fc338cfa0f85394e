// Unit tests only: a scripted API behind `window.fetch`, answering with real Response objects.

export interface FakeAnswer {
  status?: number;
  /** A JSON value, serialised; omit for an empty body. */
  body?: unknown;
}

/** Keyed by 'METHOD /api/v1/path' (query string included, origin left out). */
export type FakeRoutes = Record<string, (init: RequestInit) => FakeAnswer | Promise<FakeAnswer>>;

function toResponse({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined || status === 204 ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces window.fetch; a request no route names answers 404 in the API's error shape. */
export function fakeApi(routes: FakeRoutes): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
    const route = routes[key];
    if (!route) return toResponse({ status: 404, body: { error: { message: `No route ${key}` } } });
    return toResponse(await route(init));
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The parsed JSON bodies sent to one route, in order. */
export function sentBodies(fetchMock: jest.Mock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => {
      const url = new URL(String(input), window.location.origin);
      return (init?.method ?? 'GET').toUpperCase() === method && url.pathname === path;
    })
    .map(([, init]: [RequestInfo | URL, RequestInit | undefined]) =>
      init?.body ? JSON.parse(String(init.body)) : undefined,
    );
}

/** An answer the test releases when it chooses, to look at the pending state in between. */
export function deferredAnswer() {
  let release: (answer: FakeAnswer) => void = () => {};
  const promise = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => promise, release };
}

/** The API's error shape. */
export function apiError(
  status: number,
  message: string,
  fields?: Record<string, string>,
): FakeAnswer {
  return { status, body: { error: { message, ...(fields ? { fields } : {}) } } };
}
