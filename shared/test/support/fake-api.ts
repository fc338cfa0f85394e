// Unit tests only: a scripted API behind `window.fetch`, answering with real Response objects.

export interface FakeAnswer {
  status?: number;
  /** A JSON value, serialised; omit for an empty body. */
  body?: unknown;
}

/** One call the page made, as a test asserts on it. */
export interface FakeRequest {
  method: string;
  /** Path and query, e.g. '/api/v1/showcase?limit=12' (origin left out). */
  url: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, parsed; undefined for none (or a non-text body such as FormData). */
  body: unknown;
  /** What the page passed to fetch, for what the fields above leave out (headers, FormData). */
  init: RequestInit;
}

/** A fixed answer, or a function of the request for answers that change or arrive late. */
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Keyed by 'METHOD /api/v1/path?query' for one exact address, or 'METHOD /api/v1/path' for every
 * query on that path; the exact key wins.
 */
export type FakeRoutes = Record<string, FakeRoute>;

export interface InstalledFakeApi {
  /** The function now behind window.fetch. */
  fetchMock: jest.Mock;
  /** Every request made, in order (the list grows as the page fetches). */
  requests: FakeRequest[];
}

function toFakeRequest(input: RequestInfo | URL, init: RequestInit = {}): FakeRequest {
  const url = new URL(String(input), window.location.origin);
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url: `${url.pathname}${url.search}`,
    path: url.pathname,
    query: url.searchParams,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    init,
  };
}

function toResponse({ status = 200, body }: FakeAnswer): Response {
  // A 204 may carry no body at all: the Response constructor rejects one.
  const text = body === undefined || status === 204 ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's error shape. */
export function apiError(
  status: number,
  message: string,
  fields?: Record<string, string>,
): FakeAnswer {
  return { status, body: { error: { message, ...(fields ? { fields } : {}) } } };
}

/** The API's error shape without field errors. */
export const failure = (status: number, message: string): FakeAnswer => apiError(status, message);

/** One page of a cursor list, as the API answers it. */
export const page = <Item>(data: Item[], nextCursor: string | null = null): FakeAnswer => ({
  body: { data, page: { nextCursor } },
});

/**
 * Replaces window.fetch. A request no route names answers 404 in the API's error shape, so a
 * test never hangs on a call it did not expect.
 */
export function installFakeApi(routes: FakeRoutes): InstalledFakeApi {
  const requests: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toFakeRequest(input, init);
    requests.push(request);
    const route =
      routes[`${request.method} ${request.url}`] ?? routes[`${request.method} ${request.path}`];
    if (route === undefined)
      return toResponse(apiError(404, `No route ${request.method} ${request.url}`));
    return toResponse(typeof route === 'function' ? await route(request) : route);
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}

/** Replaces window.fetch (see installFakeApi) and returns the requests made, for asserting what was sent. */
export function fakeApi(routes: FakeRoutes): FakeRequest[] {
  return installFakeApi(routes).requests;
}

/** The parsed JSON bodies sent to one path (any query), in order. */
export function sentBodies(fetchMock: jest.Mock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) =>
      toFakeRequest(input, init),
    )
    .filter((request) => request.method === method && request.path === path)
    .map((request) => request.body);
}

/** An answer the test releases when it chooses, to look at the pending state in between. */
export function deferredAnswer() {
  let release: (answer: FakeAnswer) => void = () => {};
  const promise = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => promise, release };
}
