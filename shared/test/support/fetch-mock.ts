// Unit tests only: a scripted `fetch` that answers with real Response objects.

export interface StubAnswer {
  status?: number;
  statusText?: string;
  /** A JSON value (serialised) or a raw string body; omit for an empty body. */
  body?: unknown;
}

export function answer({ status = 200, statusText = '', body }: StubAnswer = {}): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, statusText });
}

/** Replaces window.fetch; each call takes the next answer (the last one repeats). */
export function stubFetch(...answers: StubAnswer[]): jest.Mock {
  let call = 0;
  const fetchMock = jest.fn(async () => {
    const next = answers[Math.min(call, answers.length - 1)] ?? {};
    call += 1;
    return answer(next);
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The [url, init] of the n-th fetch call. */
export function fetchCall(fetchMock: jest.Mock, index = 0): [string, RequestInit] {
  const call = fetchMock.mock.calls[index] as [string, RequestInit] | undefined;
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} time(s)`);
  return call;
}

export function sentHeaders(fetchMock: jest.Mock, index = 0): Record<string, string> {
  return fetchCall(fetchMock, index)[1].headers as Record<string, string>;
}
