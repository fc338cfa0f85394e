import { callApi, downloadFile, prepareCall, sendCall } from '../../src/api';
import { setToken } from '../../src/session';
import { fetchCall, sentHeaders, stubFetch } from '../support/fetch-mock';

const API_BASE = `${window.location.origin}/api/v1`;

describe('a prepared call: what the offline queue keeps and sends later', () => {
  it('is the call callApi makes: the key’s method, its path filled and encoded, the body', () => {
    expect(
      prepareCall('POST /reminders/:id/snooze', { params: { id: 'a/b' }, body: { until: 'week' } }),
    ).toEqual({ method: 'POST', path: '/reminders/a%2Fb/snooze', body: { until: 'week' } });
  });

  it('is checked against the route table as callApi is', () => {
    const prepare = () =>
      // @ts-expect-error: a snooze lasts a week or a month (contract/src/routes), never a year
      prepareCall('POST /reminders/:id/snooze', { params: { id: 'r1' }, body: { until: 'year' } });
    expect(prepare().body).toEqual({ until: 'year' });
  });

  it('goes out later exactly as callApi sends it now', async () => {
    setToken('jwt-1');
    const input = { params: { id: 'r1' }, body: { until: 'week' as const } };
    const fetchMock = stubFetch({ body: { data: { id: 'r1' } } });
    const now = await callApi('POST /reminders/:id/snooze', input);
    const later = await sendCall(prepareCall('POST /reminders/:id/snooze', input));
    expect(later).toEqual(now);
    expect(fetchCall(fetchMock, 1)).toEqual(fetchCall(fetchMock, 0));
    expect(fetchCall(fetchMock, 1)[0]).toBe(`${API_BASE}/reminders/r1/snooze`);
  });
});

describe('downloadFile', () => {
  it('fetches the file by its key with the member’s token and saves it under the answer’s name', async () => {
    setToken('jwt-1');
    const fetchMock = jest.fn().mockResolvedValue(
      new Response('date,title\n', {
        headers: { 'Content-Disposition': 'attachment; filename="history-1962-jaguar.csv"' },
      }),
    );
    window.fetch = fetchMock;
    URL.createObjectURL = jest.fn(() => 'blob:history');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });

    await downloadFile('history.csv', 'GET /vehicles/:vehicleId/history.csv', {
      params: { vehicleId: 'v 1' },
    });

    expect(fetchCall(fetchMock)[0]).toBe(`${API_BASE}/vehicles/v%201/history.csv`);
    expect(sentHeaders(fetchMock)).toMatchObject({ Authorization: 'Bearer jwt-1' });
    expect(saved).toEqual(['history-1962-jaguar.csv blob:history']);
  });
});
