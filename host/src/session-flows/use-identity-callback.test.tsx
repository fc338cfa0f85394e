import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY, startGoogleSignIn } from '@vg/shared';
import { renderWithFakeApi, testUser, type FakeRequest } from '@vg/shared/test-support';
import { RequireSession } from '../routes/guards';
import { useIdentityCallback } from './use-identity-callback';

// docs/security.md T40: a `#token=` signs in only to finish a sign-in this browser started.

const member = testUser({ username: 'keeper' });

function CallbackProbe({ openConsent }: { openConsent: (username: string) => void }) {
  useIdentityCallback(openConsent);
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <h1>Home</h1>
      <p role="status" aria-label="Address">{`${pathname}${search}${hash}`}</p>
    </>
  );
}

/** Opens the app at `address` (a fragment included) as a visitor, the API knowing `member`. */
function arriveAt(address: string, page = <></>) {
  const openConsent = jest.fn();
  const rendered = renderWithFakeApi(
    <>
      <CallbackProbe openConsent={openConsent} />
      {page}
    </>,
    { route: address, api: { 'GET /api/v1/auth/user': { body: { data: member } } } },
  );
  return { ...rendered, openConsent };
}

/** The address as the app's router now holds it. */
const shownAddress = () => screen.getByRole('status', { name: 'Address' }).textContent;
const fragment = () => new URL(shownAddress() ?? '', 'http://app.test').hash;

const userFetches = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/api/v1/auth/user');

/** The value the sign-in link kept in this tab, read back from the start address it answered. */
const keptLogin = () => new URL(startGoogleSignIn(), 'http://app.test').searchParams.get('login');

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the Google sign-in callback in the address', () => {
  it('signs in when the login value is the one this tab kept before leaving, then spends it', async () => {
    const login = keptLogin();
    const { requests } = arriveAt(`/#token=good.token&needsConsent=false&login=${login}`);

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('good.token');
    expect(userFetches(requests)).toHaveLength(1);
    expect(fragment()).toBe('');
    expect(window.sessionStorage.length).toBe(0);
  });

  it("ignores someone else's token in a link, removes it from the address and says why", async () => {
    const { requests, openConsent } = arriveAt(
      '/#token=attackers.token&needsConsent=true&login=value-from-their-own-browser',
    );

    expect(await screen.findByText('You were not signed in')).toBeInTheDocument();
    expect(
      screen.getByText(
        'That sign-in link was not started in this browser. To sign in, use Sign in or Sign in with Google.',
      ),
    ).toBeInTheDocument();
    expect(fragment()).toBe('');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(userFetches(requests)).toHaveLength(0);
    expect(openConsent).not.toHaveBeenCalled();
  });

  it('refuses a token whose login value differs from the kept one, and spends the kept one', async () => {
    keptLogin();
    arriveAt('/#token=attackers.token&needsConsent=false&login=not-the-kept-value-000');

    expect(await screen.findByText('You were not signed in')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('refuses a token with no login value at all, even while a sign-in is under way', async () => {
    keptLogin();
    const { requests } = arriveAt('/#token=attackers.token&needsConsent=false');

    await waitFor(() => expect(fragment()).toBe(''));
    expect(screen.getByText('You were not signed in')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(userFetches(requests)).toHaveLength(0);
  });
});

describe("a sign-in form's return, posted before the app started (docs/security.md T40)", () => {
  const FORM_COOKIE = 'vg_form_login';
  afterEach(() => {
    document.cookie = `${FORM_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('signs in when the cookie the API set holds the same value, spends it and shows no Google toast', async () => {
    document.cookie = `${FORM_COOKIE}=form-value-0123456789; Path=/`;
    const { requests } = arriveAt(
      '/dashboard#token=form.token&login=form-value-0123456789&via=form',
    );

    await waitFor(() => expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('form.token'));
    expect(userFetches(requests)).toHaveLength(1);
    expect(fragment()).toBe('');
    expect(document.cookie).not.toContain(FORM_COOKIE);
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
  });

  it('opens the sign-in-only page it names signed in, not sent back to /sign-in', async () => {
    document.cookie = `${FORM_COOKIE}=form-value-0123456789; Path=/`;
    arriveAt(
      '/dashboard#token=form.token&login=form-value-0123456789&via=form',
      <RequireSession>
        <h2>Your garage</h2>
      </RequireSession>,
    );

    expect(await screen.findByRole('heading', { name: 'Your garage' })).toBeInTheDocument();
    expect(shownAddress()).toBe('/dashboard');
  });

  it("takes Google's return after the rendered page's link with the cookie, asking for consent", async () => {
    document.cookie = `${FORM_COOKIE}=page-value-0123456789; Path=/`;
    const { openConsent } = arriveAt(
      '/#token=google.token&needsConsent=true&login=page-value-0123456789&via=form',
    );

    await waitFor(() => expect(openConsent).toHaveBeenCalledWith('keeper'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('google.token');
    expect(fragment()).toBe('');
    expect(document.cookie).not.toContain(FORM_COOKIE);
  });

  it("welcomes back after the rendered page's link, and refuses such a return made elsewhere", async () => {
    document.cookie = `${FORM_COOKIE}=page-value-0123456789; Path=/`;
    const first = arriveAt(
      '/#token=google.token&needsConsent=false&login=page-value-0123456789&via=form',
    );
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    first.unmount();
    window.localStorage.clear();

    const { openConsent } = arriveAt(
      '/#token=attackers.token&needsConsent=false&login=page-value-0123456789&via=form',
    );
    expect(await screen.findByText('You were not signed in')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(openConsent).not.toHaveBeenCalled();
  });

  it("ignores a form's return made in another browser (no cookie, or another value)", async () => {
    for (const cookie of [null, 'a-different-value-0000']) {
      if (cookie) document.cookie = `${FORM_COOKIE}=${cookie}; Path=/`;
      const { unmount } = arriveAt(
        '/#token=attackers.token&login=value-from-their-own-browser&via=form',
      );
      expect(await screen.findByText('You were not signed in')).toBeInTheDocument();
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      unmount();
    }
  });
});
