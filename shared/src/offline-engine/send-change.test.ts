import { getToken, setToken, type QueuedChange } from '@vg/shared';
import { watchSessionExpiry } from '../../test/support/expiry-spies';
import { fetchCall, sentHeaders, stubFetch } from '../../test/support/fetch-mock';
import { sendChange } from './send-change';

// A waiting change goes out through the API client every other call uses (docs/adr/0015): the same
// token and headers, the same reading of answers and errors, with its own Idempotency-Key.

const API_BASE = `${window.location.origin}/api/v1`;

const waiting = (overrides: Partial<QueuedChange> = {}): QueuedChange => ({
  id: '0001',
  memberId: 'member-a',
  idempotencyKey: 'key-1',
  method: 'PUT',
  path: '/maintenance/m1',
  body: { title: 'Oil and filter' },
  ifMatch: '2026-11-30T10:00:00.000Z',
  label: 'Maintenance: Oil and filter',
  kind: 'maintenance.update',
  createdAt: '2026-12-01T09:00:00.000Z',
  attempts: 0,
  notBefore: 0,
  ...overrides,
});

const send = (change = waiting()) => sendChange(change, () => undefined);

describe('sending a waiting change', () => {
  beforeEach(() => setToken('jwt-member-a'));

  it('goes to its path with the member’s token, its key, its version and its body', async () => {
    const fetchMock = stubFetch({ body: { data: { id: 'm1' } } });
    expect(await send()).toEqual({ kind: 'done', answer: { data: { id: 'm1' } } });
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe(`${API_BASE}/maintenance/m1`);
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ title: 'Oil and filter' });
    expect(sentHeaders(fetchMock)).toEqual({
      Authorization: 'Bearer jwt-member-a',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
      'If-Match': '"2026-11-30T10:00:00.000Z"',
    });
  });

  it('keeps the server’s reasons when it refuses, field by field', async () => {
    stubFetch({
      status: 422,
      body: {
        error: { message: 'Check the date', fields: { date: 'Date cannot be in the future' } },
      },
    });
    expect(await send()).toEqual({
      kind: 'refused',
      refusal: {
        status: 422,
        message: 'Check the date',
        fields: { date: 'Date cannot be in the future' },
      },
    });
    stubFetch({ status: 412, body: '' });
    expect(await send()).toEqual({
      kind: 'refused',
      refusal: { status: 412, message: 'The server refused this change (412).' },
    });
  });

  it.each([409, 429, 500, 503])('tries again later after a %s', async (status) => {
    stubFetch({ status, body: { error: { message: 'Busy' } } });
    expect(await send()).toEqual({ kind: 'retry' });
  });

  it('tries again later when the request never reached the server', async () => {
    window.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await send()).toEqual({ kind: 'retry' });
  });

  it('keeps the change when the answer is not the API’s (a Wi-Fi sign-in page answering 200)', async () => {
    stubFetch({ status: 200, body: '<!doctype html><title>Sign in to the Wi-Fi</title>' });
    expect(await send()).toEqual({ kind: 'retry' });
  });

  it('ends the session on an expired token, as every API call does, and keeps the change', async () => {
    const expiry = watchSessionExpiry();
    stubFetch({ status: 401, body: { error: { message: 'Token expired' } } });
    expect(await send()).toEqual({ kind: 'signed-out' });
    expect(getToken()).toBeNull();
    expect(expiry.navigate).toHaveBeenCalledWith('/sign-in');
    expiry.unregisterNavigator();
  });
});
