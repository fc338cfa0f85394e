import { apiRequest } from '../../src/api';
import { getToken, setToken } from '../../src/session';
import { watchSessionExpiry } from '../support/expiry-spies';
import { failureOf } from '../support/failure-of';
import { fetchCall, sentHeaders, stubFetch } from '../support/fetch-mock';

const API_BASE = `${window.location.origin}/api/v1`;

describe('apiRequest: what it sends', () => {
  it('calls the path relative to the API base, with cookies and no-cache headers', async () => {
    const fetchMock = stubFetch({ body: { data: { ok: true } } });

    await apiRequest('GET', '/auth/user');

    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe(`${API_BASE}/auth/user`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(sentHeaders(fetchMock)).toMatchObject({
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    });
  });

  it('sends no Authorization header and no content type without a token and a body', async () => {
    const fetchMock = stubFetch({ body: {} });

    await apiRequest('GET', '/showcase');

    expect(sentHeaders(fetchMock)).not.toHaveProperty('Authorization');
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Content-Type');
    expect(fetchCall(fetchMock)[1].body).toBeUndefined();
  });

  it('sends the bearer token when one is stored, and JSON with a JSON content type', async () => {
    setToken('jwt-123');
    const fetchMock = stubFetch({ body: { data: {} } });

    await apiRequest('POST', '/feedback/submit', { title: 'Hi' });

    expect(sentHeaders(fetchMock)).toMatchObject({
      Authorization: 'Bearer jwt-123',
      'Content-Type': 'application/json',
    });
    expect(fetchCall(fetchMock)[1].body).toBe('{"title":"Hi"}');
  });
});

describe('apiRequest: what it answers', () => {
  it('resolves the answer read as JSON', async () => {
    stubFetch({ body: { data: { id: 'v1' } } });
    await expect(apiRequest('GET', '/vehicles/v1')).resolves.toEqual({ data: { id: 'v1' } });
  });

  it('resolves undefined for an empty answer', async () => {
    stubFetch({ status: 204 });
    await expect(apiRequest('DELETE', '/vehicles/v1')).resolves.toBeUndefined();
  });
});

describe('apiRequest: error texts (docs/product.md#api-client)', () => {
  it("401: '401: ' followed by the server's message", async () => {
    stubFetch({ status: 401, body: { error: { message: 'Sign in first' } } });
    const error = await failureOf(apiRequest('GET', '/auth/user'));
    expect(error.message).toBe('401: Sign in first');
    expect(error.status).toBe(401);
  });

  it("401 without a server message: '401: Unauthorized'", async () => {
    stubFetch({ status: 401, statusText: 'Unauthorized' });
    expect((await failureOf(apiRequest('GET', '/auth/user'))).message).toBe('401: Unauthorized');
  });

  it("other failures: the server's message, with its field reasons", async () => {
    stubFetch({
      status: 422,
      statusText: 'Unprocessable Entity',
      body: { error: { message: 'Check the form', fields: { title: 'Required' } } },
    });
    const error = await failureOf(apiRequest('POST', '/feedback/submit', {}));
    expect(error.message).toBe('Check the form');
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ title: 'Required' });
  });

  it('other failures without a server message: the status text', async () => {
    stubFetch({ status: 502, statusText: 'Bad Gateway', body: '<html>proxy error</html>' });
    expect((await failureOf(apiRequest('GET', '/vehicles'))).message).toBe('Bad Gateway');
  });

  it("other failures without message or status text: 'HTTP {status}'", async () => {
    stubFetch({ status: 503 });
    expect((await failureOf(apiRequest('GET', '/vehicles'))).message).toBe('HTTP 503');
  });
});

describe('apiRequest: session expiry', () => {
  it.each(['Invalid or expired token', 'Token expired'])(
    "a 401 saying '%s' removes the token, clears the cache and goes to /sign-in",
    async (message) => {
      setToken('old-jwt');
      const expiry = watchSessionExpiry();
      stubFetch({ status: 401, body: { error: { message } } });

      const error = await failureOf(apiRequest('GET', '/vehicles'));

      expect(error.message).toBe(`401: ${message}`);
      expect(getToken()).toBeNull();
      expect(expiry.cachedQueryCount()).toBe(0);
      expect(expiry.navigate).toHaveBeenCalledWith('/sign-in');
      expiry.unregisterNavigator();
    },
  );

  it('parallel requests failing with the same expired token send the browser to /sign-in once', async () => {
    setToken('old-jwt');
    const expiry = watchSessionExpiry();
    stubFetch({ status: 401, body: { error: { message: 'Invalid or expired token' } } });

    await Promise.all([
      failureOf(apiRequest('GET', '/vehicles')),
      failureOf(apiRequest('GET', '/notifications')),
    ]);

    expect(expiry.navigate).toHaveBeenCalledTimes(1);
    expiry.unregisterNavigator();
  });

  it('a 401 that does not mention expiry leaves the session alone', async () => {
    setToken('jwt');
    const expiry = watchSessionExpiry();
    stubFetch({ status: 401, body: { error: { message: 'Admins only' } } });

    await failureOf(apiRequest('GET', '/admin/feedback'));

    expect(getToken()).toBe('jwt');
    expect(expiry.cachedQueryCount()).toBe(1);
    expect(expiry.navigate).not.toHaveBeenCalled();
    expiry.unregisterNavigator();
  });
});
