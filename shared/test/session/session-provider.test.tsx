import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '../../src/api';
import { createQueryClient, sharedQueryKeys } from '../../src/query';
import {
  SessionProvider,
  TOKEN_STORAGE_KEY,
  getToken,
  registerNavigator,
  setToken,
  startSessionCheck,
  useSession,
} from '../../src/session';
import { fetchCall, sentHeaders, stubFetch } from '../support/fetch-mock';
import { testUser } from '../support/test-user';

const ada = testUser({ id: 'u1', email: 'ada@example.com', username: 'ada', displayName: 'Ada' });

const USER_URL = `${window.location.origin}/api/v1/auth/user`;

/** Shows what a page would read from the session, with buttons for its actions. */
function SessionProbe() {
  const session = useSession();
  return (
    <>
      <p>status: {session.status}</p>
      <p>user: {session.user?.username ?? 'none'}</p>
      <p>admin: {String(session.isAdmin)}</p>
      <p>error: {session.error?.message ?? 'none'}</p>
      <button onClick={() => void session.signIn('fresh-jwt')}>Sign in</button>
      <button onClick={() => void session.signOut()}>Sign out</button>
    </>
  );
}

let navigate: jest.Mock;
let unregisterNavigator: () => void;
beforeEach(() => {
  navigate = jest.fn();
  unregisterNavigator = registerNavigator(navigate);
});
afterEach(() => unregisterNavigator());

function renderSession(queryClient: QueryClient = createQueryClient()): QueryClient {
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

async function expectStatus(status: string) {
  expect(await screen.findByText(`status: ${status}`)).toBeInTheDocument();
}

describe('SessionProvider (docs/product.md#session)', () => {
  it('without a token: signed out, and the user is never fetched', async () => {
    const fetchMock = stubFetch({ body: { data: ada } });

    renderSession();

    await expectStatus('signed-out');
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a token: verifying, then signed in once the user fetch succeeds', async () => {
    setToken('valid-jwt');
    const fetchMock = stubFetch({ body: { data: ada } });

    renderSession();

    expect(screen.getByText('status: verifying')).toBeInTheDocument();
    await expectStatus('signed-in');
    expect(screen.getByText('user: ada')).toBeInTheDocument();
    expect(screen.getByText('admin: false')).toBeInTheDocument();
    expect(fetchCall(fetchMock)[0]).toBe(USER_URL);
    expect(sentHeaders(fetchMock)).toMatchObject({ Authorization: 'Bearer valid-jwt' });
  });

  it('a check started as the app starts, before any render, is the one the session takes up', async () => {
    setToken('valid-jwt');
    const fetchMock = stubFetch({ body: { data: ada } });
    const queryClient = createQueryClient();

    startSessionCheck(queryClient);
    expect(fetchCall(fetchMock)[0]).toBe(USER_URL);
    renderSession(queryClient);

    await expectStatus('signed-in');
    expect(screen.getByText('user: ada')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('with no signal at start: the check waits for the network, so the kept garage can sign the member in', async () => {
    // A member's page reloaded in a barn (docs/adr/0015): the check must not fail (and send the
    // member to sign-in) before the offline garage has put back the member it kept.
    setToken('valid-jwt');
    const fetchMock = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    window.fetch = fetchMock as unknown as typeof fetch;
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const queryClient = createQueryClient();
    try {
      startSessionCheck(queryClient);
      renderSession(queryClient);
      await act(async () => new Promise((done) => setTimeout(done, 50)));
      expect(screen.getByText('status: verifying')).toBeInTheDocument();

      // The offline garage restores the member it kept: signed in, with no signal.
      act(() => queryClient.setQueryData(sharedQueryKeys.currentUser, ada));
      await expectStatus('signed-in');
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      window.dispatchEvent(new Event('online'));
    }
  });

  it('starts no check without a stored session', async () => {
    const fetchMock = stubFetch({ body: { data: ada } });
    startSessionCheck(createQueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a user sent as the body itself, and tells an admin apart', async () => {
    setToken('valid-jwt');
    stubFetch({ body: { ...ada, role: 'admin' } });

    renderSession();

    await expectStatus('signed-in');
    expect(screen.getByText('admin: true')).toBeInTheDocument();
  });

  it.each([
    ['an unauthorised answer', { status: 401, body: { error: { message: 'Unauthorized' } } }],
    ['a malformed token', { status: 400, body: { error: { message: 'Malformed token' } } }],
  ])('%s to the user fetch removes the token and signs out, without retrying', async (_, reply) => {
    setToken('bad-jwt');
    const fetchMock = stubFetch(reply);

    renderSession();

    await expectStatus('signed-out');
    expect(getToken()).toBeNull();
    expect(screen.getByText('error: none')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('any other user-fetch failure is surfaced as an error, without retrying', async () => {
    setToken('valid-jwt');
    const fetchMock = stubFetch({ status: 503, body: { error: { message: 'Database down' } } });

    renderSession();

    expect(await screen.findByText('error: Database down')).toBeInTheDocument();
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(getToken()).toBe('valid-jwt');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an expired token on any call: token removed, whole cache cleared, sent to /sign-in', async () => {
    setToken('valid-jwt');
    stubFetch({ body: { data: ada } });
    const queryClient = renderSession();
    await expectStatus('signed-in');
    queryClient.setQueryData(['/api/v1/vehicles'], { data: [] });

    stubFetch({ status: 401, body: { error: { message: 'Invalid or expired token' } } });
    await act(() => apiRequest('GET', '/vehicles').catch(() => undefined));

    await expectStatus('signed-out');
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(sharedQueryKeys.currentUser)).toBeUndefined();
    expect(queryClient.getQueryData(['/api/v1/vehicles'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('signIn stores the token and signs in with its user', async () => {
    const fetchMock = stubFetch({ body: { data: ada } });
    renderSession();
    await expectStatus('signed-out');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await expectStatus('signed-in');
    expect(getToken()).toBe('fresh-jwt');
    expect(sentHeaders(fetchMock)).toMatchObject({ Authorization: 'Bearer fresh-jwt' });
  });

  it.each([
    ['accepts', { body: {} }],
    ['fails', { status: 500 }],
  ])(
    'signOut (the server %s the logout): token, whole cache and form drafts cleared',
    async (_, reply) => {
      setToken('valid-jwt');
      window.localStorage.setItem('vg_draft:vehicle-new', '{"values":{"make":"MG"}}');
      window.localStorage.setItem('vg_theme_note', 'kept');
      stubFetch({ body: { data: ada } });
      const queryClient = renderSession();
      await expectStatus('signed-in');
      queryClient.setQueryData(['/api/v1/vehicles'], { data: [] });

      const fetchMock = stubFetch(reply);
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

      await expectStatus('signed-out');
      expect(fetchCall(fetchMock)[0]).toBe(`${window.location.origin}/api/v1/auth/logout`);
      expect(fetchCall(fetchMock)[1].method).toBe('POST');
      expect(getToken()).toBeNull();
      expect(queryClient.getQueryData(['/api/v1/vehicles'])).toBeUndefined();
      expect(window.localStorage.getItem('vg_draft:vehicle-new')).toBeNull();
      expect(window.localStorage.getItem('vg_theme_note')).toBe('kept');
    },
  );

  it('follows a sign-in made in another tab', async () => {
    stubFetch({ body: { data: ada } });
    renderSession();
    await expectStatus('signed-out');

    act(() => {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, 'other-tab-jwt');
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });

    await expectStatus('signed-in');
  });

  it("follows a sign-out made in another tab, dropping the previous user's cached data", async () => {
    setToken('valid-jwt');
    stubFetch({ body: { data: ada } });
    const queryClient = renderSession();
    await expectStatus('signed-in');
    queryClient.setQueryData(['/api/v1/vehicles'], { data: [] });

    act(() => {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });

    await expectStatus('signed-out');
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/v1/vehicles'])).toBeUndefined();
  });
});
