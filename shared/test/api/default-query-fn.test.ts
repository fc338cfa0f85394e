import { QueryClient } from '@tanstack/react-query';
import { ApiError, defaultQueryFn, queryKeyToUrl } from '../../src/api';
import { setToken } from '../../src/session';
import { fetchCall, sentHeaders, stubFetch } from '../support/fetch-mock';

const ORIGIN = window.location.origin;

function clientWithDefaultFetcher() {
  return new QueryClient({
    defaultOptions: { queries: { queryFn: defaultQueryFn, retry: false } },
  });
}

describe('queryKeyToUrl', () => {
  it("joins the key's parts with '/'", () => {
    expect(queryKeyToUrl(['/api/v1/vehicles', 42, 'maintenance'])).toBe(
      `${ORIGIN}/api/v1/vehicles/42/maintenance`,
    );
  });

  it('leaves keys outside the API as they are', () => {
    expect(queryKeyToUrl(['/remotes.json'])).toBe('/remotes.json');
  });

  it('skips object parts, which carry parameters for a hook of its own', () => {
    expect(queryKeyToUrl(['/api/v1/showcase', { page: 2 }])).toBe(`${ORIGIN}/api/v1/showcase`);
  });
});

describe('defaultQueryFn', () => {
  it('GETs the joined key with the bearer token and cookies and returns the JSON', async () => {
    setToken('jwt-q');
    const fetchMock = stubFetch({ body: { data: [{ id: 'v1' }] } });

    const body = await clientWithDefaultFetcher().fetchQuery({ queryKey: ['/api/v1/vehicles'] });

    expect(body).toEqual({ data: [{ id: 'v1' }] });
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe(`${ORIGIN}/api/v1/vehicles`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(sentHeaders(fetchMock)).toMatchObject({ Authorization: 'Bearer jwt-q' });
  });

  it('throws ApiError(401) on a 401', async () => {
    stubFetch({ status: 401, body: { error: { message: 'No token' } } });

    const failure = clientWithDefaultFetcher().fetchQuery({ queryKey: ['/api/v1/vehicles'] });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: '401: No token' });
  });

  it('turns an empty answer into null (query data may not be undefined)', async () => {
    stubFetch({ status: 204 });
    await expect(
      clientWithDefaultFetcher().fetchQuery({ queryKey: ['/api/v1/notifications/seen'] }),
    ).resolves.toBeNull();
  });
});
