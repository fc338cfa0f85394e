import { apiQuery, apiQueryKey, callApi, type ApiData } from '../../src/api';
import { setToken } from '../../src/session';
import { failureOf } from '../support/failure-of';
import { fetchCall, sentHeaders, stubFetch } from '../support/fetch-mock';

const API_BASE = `${window.location.origin}/api/v1`;

describe('callApi: the operation named by its route-table key', () => {
  it('sends the key’s method to its path, with the JSON body', async () => {
    setToken('jwt-1');
    const fetchMock = stubFetch({ body: { data: { token: 't' } } });

    await callApi('POST /auth/login', {
      body: { identifier: 'margaret', password: 'secret-pass' },
    });

    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe(`${API_BASE}/auth/login`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      identifier: 'margaret',
      password: 'secret-pass',
    });
    expect(sentHeaders(fetchMock)).toMatchObject({
      Authorization: 'Bearer jwt-1',
      'Content-Type': 'application/json',
    });
  });

  it('fills path params, encoded, and adds the headers it is given', async () => {
    const fetchMock = stubFetch({ status: 204 });

    const answer = await callApi('DELETE /profile/sign-ins/:id', {
      params: { id: 'a/b c' },
      headers: { 'Idempotency-Key': 'k-1' },
    });

    expect(fetchCall(fetchMock)[0]).toBe(`${API_BASE}/profile/sign-ins/a%2Fb%20c`);
    expect(sentHeaders(fetchMock)).toMatchObject({ 'Idempotency-Key': 'k-1' });
    expect(answer).toBeNull();
  });

  it('sends the query’s set values only', async () => {
    const fetchMock = stubFetch({ body: { data: [], page: { nextCursor: null } } });

    await callApi('GET /notifications/', { query: { kind: 'reminder-due', cursor: undefined } });

    expect(fetchCall(fetchMock)[0]).toBe(`${API_BASE}/notifications/?kind=reminder-due`);
  });

  it('resolves the answer as sent and throws the server’s message on failure', async () => {
    stubFetch({ body: { data: { count: 3 } } });
    const count: ApiData<'GET /notifications/unread-count'> = (
      await callApi('GET /notifications/unread-count')
    ).data;
    expect(count).toEqual({ count: 3 });

    stubFetch({ status: 422, body: { error: { message: 'Check the form', fields: { a: 'b' } } } });
    const error = await failureOf(callApi('GET /notifications/unread-count'));
    expect(error).toMatchObject({ status: 422, message: 'Check the form', fields: { a: 'b' } });
  });
});

describe('query keys by one convention (docs/query-keys.md)', () => {
  it('makes the first segment the root, then one part per segment or param, then the query', () => {
    expect(apiQueryKey('GET /auth/user')).toEqual(['/api/v1/auth', 'user']);
    expect(apiQueryKey('DELETE /profile/sign-ins/:id', { params: { id: 'x/1' } })).toEqual([
      '/api/v1/profile',
      'sign-ins',
      'x/1',
    ]);
    expect(apiQueryKey('GET /notifications/', { query: { kind: 'reminder-due' } })).toEqual([
      '/api/v1/notifications',
      { kind: 'reminder-due' },
    ]);
  });

  it('gives useQuery a key and a fetcher that passes the abort signal', async () => {
    const fetchMock = stubFetch({ body: { data: { count: 1 } } });
    const options = apiQuery('GET /notifications/unread-count');
    const signal = new AbortController().signal;

    await expect(options.queryFn({ signal })).resolves.toEqual({ data: { count: 1 } });
    expect(options.queryKey).toEqual(['/api/v1/notifications', 'unread-count']);
    expect(fetchCall(fetchMock)[1].signal).toBe(signal);
  });
});

// The compiler checks each call against the table: these lines must not compile.
export function refusedByTheCompiler() {
  // @ts-expect-error: not an operation of the table
  void callApi('GET /no-such-thing');
  // @ts-expect-error: the body is required
  void callApi('POST /auth/login');
  // @ts-expect-error: a field the body does not have
  void callApi('POST /auth/login', { body: { identifier: 'a', password: 'b', extra: 1 } });
  // @ts-expect-error: the params are required
  void callApi('DELETE /profile/sign-ins/:id', {});
}
