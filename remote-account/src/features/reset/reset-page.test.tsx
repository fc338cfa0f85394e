import { screen } from '@testing-library/react';
import { apiError, sentBodies, renderWithFakeApi as renderPage } from '@vg/shared/test-support';
import { ResetPage } from './reset-page';

const SAME_ANSWER = 'If an account exists for this email, we sent a link to reset its password.';
const INVALID_LINK = 'This link is invalid or has expired.';

describe('ResetPage without a token', () => {
  it('requests a link and gives the same answer whatever the email', async () => {
    const { user, fetchMock } = renderPage(<ResetPage />, {
      route: '/reset',
      api: {
        'POST /api/v1/auth/reset/request': () => ({
          status: 202,
          body: { data: { message: SAME_ANSWER } },
        }),
      },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(new RegExp(SAME_ANSWER))).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/reset/request')).toEqual([
      { email: 'nobody@example.com' },
    ]);
  });

  it('asks for a valid address first', async () => {
    const { user, fetchMock } = renderPage(<ResetPage />, { route: '/reset' });
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/reset/request')).toHaveLength(0);
  });
});

describe('ResetPage with a token', () => {
  it('sets the new password and then offers sign-in', async () => {
    const { user, fetchMock } = renderPage(<ResetPage />, {
      route: '/reset?token=abc123',
      api: { 'POST /api/v1/auth/reset/confirm': () => ({ status: 204 }) },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/reset/confirm')).toEqual([
      { token: 'abc123', password: 'a brand new passphrase' },
    ]);
  });

  it('catches a short or mistyped password before calling the server', async () => {
    const { user, fetchMock } = renderPage(<ResetPage />, { route: '/reset?token=abc123' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'shirt');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/reset/confirm')).toHaveLength(0);
  });

  it('explains a used or expired link and offers a new one, keeping the password typed', async () => {
    const { user } = renderPage(<ResetPage />, {
      route: '/reset?token=used',
      api: {
        'POST /api/v1/auth/reset/confirm': () =>
          apiError(422, INVALID_LINK, { token: INVALID_LINK }),
      },
    });
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new passphrase');
  });

  it("shows the server's password rule next to the field", async () => {
    const reason = 'This password is too common. Please choose a less predictable one.';
    const { user } = renderPage(<ResetPage />, {
      route: '/reset?token=abc123',
      api: { 'POST /api/v1/auth/reset/confirm': () => apiError(422, reason, { password: reason }) },
    });
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Repeat the new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
