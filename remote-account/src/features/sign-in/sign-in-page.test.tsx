import { screen } from '@testing-library/react';
import { GOOGLE_SIGN_IN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@vg/shared';
import {
  apiError,
  deferredAnswer,
  sentBodies,
  type FakeAnswer,
  renderWithFakeApi as renderPage,
  testUser,
} from '@vg/shared/test-support';
import { SignInPage } from './sign-in-page';

const member = testUser();
const INCORRECT = 'Incorrect email, username or password.';

const signedIn = (): FakeAnswer => ({ body: { data: { token: 'fresh-token', user: member } } });

function openSignIn(route: string, login: () => FakeAnswer | Promise<FakeAnswer>) {
  return renderPage(<SignInPage />, {
    route,
    path: '/sign-in',
    api: {
      'POST /api/v1/auth/login': login,
      'GET /api/v1/auth/user': () => ({ body: { data: member } }),
    },
  });
}

async function signInAs(
  user: ReturnType<typeof openSignIn>['user'],
  identifier: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email or username'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('signs in with a username, stores the token and goes to the `next` path', async () => {
    const { user, fetchMock } = openSignIn(
      '/sign-in?next=%2Fvehicles%2F42%3Ftab%3Drecords',
      signedIn,
    );
    await signInAs(user, 'keeper', 'correct horse battery');

    expect(await screen.findByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/vehicles/42?tab=records',
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/login')).toEqual([
      { identifier: 'keeper', password: 'correct horse battery' },
    ]);
  });

  it.each([
    ['no next', '/sign-in'],
    ['a protocol-relative next', '/sign-in?next=%2F%2Fevil.example'],
    ['an absolute URL', '/sign-in?next=https%3A%2F%2Fevil.example%2F'],
  ])('goes to /dashboard with %s', async (_case, route) => {
    const { user } = openSignIn(route, signedIn);
    await signInAs(user, 'keeper@example.com', 'correct horse battery');
    expect(await screen.findByRole('status', { name: 'Current address' })).toHaveTextContent(
      /^\/dashboard$/,
    );
  });

  it('says so inline on wrong credentials and keeps what was typed', async () => {
    const { user } = openSignIn('/sign-in', () =>
      apiError(401, INCORRECT, { identifier: INCORRECT }),
    );
    await signInAs(user, 'keeper', 'wrong password');

    expect(await screen.findByText(INCORRECT)).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveValue('keeper');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows a rate limit as a form message', async () => {
    const { user } = openSignIn('/sign-in', () =>
      apiError(429, 'Too many attempts. Please try again later.'),
    );
    await signInAs(user, 'keeper', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('disables the button while signing in', async () => {
    const answer = deferredAnswer();
    const { user } = openSignIn('/sign-in', answer.route);
    await signInAs(user, 'keeper', 'correct horse battery');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    answer.release(signedIn());
    expect(await screen.findByRole('status', { name: 'Current address' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const { user, fetchMock } = openSignIn('/sign-in', signedIn);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email or username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/login')).toHaveLength(0);
  });

  it('keeps the Tab order of the form: Email, Password, Sign in, then Forgot your password?', async () => {
    const { user } = openSignIn('/sign-in', signedIn);
    screen.getByLabelText('Email or username').focus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
  });

  it('offers Google, registration and reset', () => {
    openSignIn('/sign-in', signedIn);
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/v1/auth/google',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  // docs/security.md T40: the app accepts the returning token only with the value kept here.
  it('keeps a fresh value in this tab as it leaves for Google, and sends it along', async () => {
    const { user } = openSignIn('/sign-in', signedIn);
    const stayHere = (event: Event) => event.preventDefault();
    window.addEventListener('click', stayHere);
    try {
      const link = screen.getByRole('link', { name: 'Sign in with Google' });
      await user.click(link);
      const kept = JSON.parse(window.sessionStorage.getItem(GOOGLE_SIGN_IN_STORAGE_KEY) ?? '{}');
      expect(kept.login).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
      expect(link).toHaveAttribute('href', `/api/v1/auth/google?login=${kept.login}`);

      await user.click(link);
      const again = JSON.parse(window.sessionStorage.getItem(GOOGLE_SIGN_IN_STORAGE_KEY) ?? '{}');
      expect(again.login).not.toBe(kept.login);
    } finally {
      window.removeEventListener('click', stayHere);
    }
  });
});
