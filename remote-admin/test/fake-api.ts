// Unit tests only: a scripted API behind `fetch`, answering by method and path.

export interface FakeAnswer {
  status?: number;
  /** A JSON value; omit for an empty body. */
  body?: unknown;
}

/** 'GET /api/v1/showcase' → the answer, or a function of the request for answers that change. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)>;

export interface FakeRequest {
  method: string;
  /** Path and query, e.g. '/api/v1/showcase?limit=12'. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const page = <Item>(data: Item[], nextCursor: string | null = null) => ({
  body: { data, page: { nextCursor } },
});

export const failure = (status: number, message: string): FakeAnswer => ({
  status,
  body: { error: { message } },
});

/**
 * Replaces window.fetch. A request matches a route by 'METHOD /path' (query string ignored);
 * an unknown route answers 404 so a test never hangs on a call it did not expect.
 * Returns the requests made, for asserting what was sent.
 */
export function fakeApi(routes: FakeRoutes): FakeRequest[] {
  const requests: FakeRequest[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function' ? route(request) : (route ?? failure(404, 'Not found'));
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200 });
  }) as unknown as typeof fetch;
  return requests;
}
