import { rawRequest } from '../../src/api';
import { getToken, setToken } from '../../src/session';
import { watchSessionExpiry } from '../support/expiry-spies';
import { failureOf } from '../support/failure-of';
import { fetchCall, sentHeaders, stubFetch } from '../support/fetch-mock';

const PHOTO_URL = 'https://garage.example/api/v1/vehicles/v1/photos';

describe('rawRequest', () => {
  it('calls the full URL with the bearer token and cookies and returns the raw response', async () => {
    setToken('jwt-raw');
    const fetchMock = stubFetch({ status: 200, body: 'plain text answer' });

    const response = await rawRequest('GET', PHOTO_URL);

    expect(fetchCall(fetchMock)[0]).toBe(PHOTO_URL);
    expect(fetchCall(fetchMock)[1].credentials).toBe('include');
    expect(sentHeaders(fetchMock)).toMatchObject({ Authorization: 'Bearer jwt-raw' });
    expect(response).toBeInstanceOf(Response);
    await expect(response.text()).resolves.toBe('plain text answer');
  });

  it('sends a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch({ body: {} });

    await rawRequest('PATCH', PHOTO_URL, { caption: 'Front' });

    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
    expect(fetchCall(fetchMock)[1].body).toBe('{"caption":"Front"}');
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    const fetchMock = stubFetch({ body: {} });
    const form = new FormData();
    form.append('caption', 'Front');

    await rawRequest('POST', PHOTO_URL, form);

    expect(fetchCall(fetchMock)[1].body).toBe(form);
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Content-Type');
  });

  it("fails with '{status}: {body text}'", async () => {
    const body = '{"error":{"message":"Too large","fields":{"file":"Over 10 MB"}}}';
    stubFetch({ status: 413, statusText: 'Payload Too Large', body });

    const error = await failureOf(rawRequest('POST', PHOTO_URL, new FormData()));

    expect(error.message).toBe(`413: ${body}`);
    expect(error.status).toBe(413);
    expect(error.fields).toEqual({ file: 'Over 10 MB' });
  });

  it("fails with '{status}: {status text}' when the body is empty", async () => {
    stubFetch({ status: 404, statusText: 'Not Found' });
    expect((await failureOf(rawRequest('GET', PHOTO_URL))).message).toBe('404: Not Found');
  });

  it('a 401 with an expiry message ends the session and goes to /sign-in', async () => {
    setToken('old-jwt');
    const expiry = watchSessionExpiry();
    stubFetch({ status: 401, body: { error: { message: 'Invalid or expired token' } } });

    await failureOf(rawRequest('GET', PHOTO_URL));

    expect(getToken()).toBeNull();
    expect(expiry.cachedQueryCount()).toBe(0);
    expect(expiry.navigate).toHaveBeenCalledWith('/sign-in');
    expiry.unregisterNavigator();
  });
});
