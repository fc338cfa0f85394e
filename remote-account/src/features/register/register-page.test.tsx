import { screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@vg/shared';
import {
  apiError,
  sentBodies,
  type FakeAnswer,
  renderWithFakeApi as renderPage,
  testUser,
} from '@vg/shared/test-support';
import { RegisterPage } from './register-page';

const newcomer = testUser({
  username: 'new.keeper',
  email: 'new@example.com',
  emailVerified: false,
});

function openRegister(
  register: () => FakeAnswer = () => ({
    status: 201,
    body: { data: { token: 'new-token', user: newcomer } },
  }),
) {
  return renderPage(<RegisterPage />, {
    route: '/register',
    api: {
      'POST /api/v1/auth/register': register,
      'GET /api/v1/auth/user': () => ({ body: { data: newcomer } }),
    },
  });
}

async function fillIn(
  user: ReturnType<typeof openRegister>['user'],
  {
    email = 'new@example.com',
    username = 'new.keeper',
    password = 'a long passphrase',
    accept = true,
  } = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (accept)
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', () => {
  it('creates the account, signs in and goes to /verify-email', async () => {
    const { user, fetchMock } = openRegister();
    await fillIn(user);

    expect(await screen.findByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/verify-email',
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/register')).toEqual([
      { email: 'new@example.com', username: 'new.keeper', password: 'a long passphrase' },
    ]);
  });

  it('checks username, password and acceptance before calling the server', async () => {
    const { user, fetchMock } = openRegister();
    await fillIn(user, { username: 'ab', password: 'short', accept: false });

    expect(
      await screen.findByText('Username must be at least 3 characters long.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please accept the Terms of Service and the Privacy Policy to create an account.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/register')).toHaveLength(0);
  });

  it('explains the password rule before anything is typed', () => {
    openRegister();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('At least 8 characters'),
    );
  });

  it("puts the server's reasons next to their fields and keeps everything typed", async () => {
    const { user } = openRegister(() =>
      apiError(422, 'An account with this email already exists.', {
        email: 'An account with this email already exists.',
        username: 'This username is already taken.',
      }),
    );
    await fillIn(user);

    expect(
      await screen.findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken.'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Username')).toHaveValue('new.keeper');
    expect(screen.getByLabelText('Password')).toHaveValue('a long passphrase');
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled(),
    );
  });
});
