import { screen } from '@testing-library/react';
import {
  apiError,
  sentBodies,
  renderWithFakeApi as renderPage,
  testUser,
} from '@vg/shared/test-support';
import { ConfirmEmailPage } from './confirm-email-page';

const INVALID_LINK = 'This link is invalid or has expired.';

describe('ConfirmEmailPage', () => {
  it('confirms the token once on arrival and says so', async () => {
    const { fetchMock } = renderPage(<ConfirmEmailPage />, {
      route: '/email/confirm?token=tok-1',
      api: {
        'POST /api/v1/auth/email/confirm': () => ({
          body: { data: { user: testUser({ email: 'keeper@example.com' }) } },
        }),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email...');
    expect(
      await screen.findByRole('heading', { name: 'Your email is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/keeper@example.com is now confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your garage' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/email/confirm')).toEqual([
      { token: 'tok-1' },
    ]);
  });

  it('explains an expired or used link and offers a new email to a signed-in member', async () => {
    const { user, fetchMock } = renderPage(<ConfirmEmailPage />, {
      route: '/email/confirm?token=used',
      user: testUser({ emailVerified: false }),
      api: {
        'POST /api/v1/auth/email/confirm': () =>
          apiError(422, INVALID_LINK, { token: INVALID_LINK }),
        'POST /api/v1/auth/verify-email/resend': () => ({
          status: 202,
          body: { data: { message: 'We sent a confirmation link to keeper@example.com.' } },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(INVALID_LINK))).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Resend the email' }));
    expect(
      await screen.findByText('We sent a confirmation link to keeper@example.com.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/verify-email/resend')).toHaveLength(1);
  });

  it('says a link opened a second time has already confirmed the address, not that it failed', async () => {
    renderPage(<ConfirmEmailPage />, {
      route: '/email/confirm?token=tok-1',
      api: {
        'POST /api/v1/auth/email/confirm': () =>
          apiError(409, 'This address is already confirmed.', {
            token: 'This address is already confirmed.',
          }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your email is already confirmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not confirm your email')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your garage' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('asks a visitor to sign in for a new link', async () => {
    renderPage(<ConfirmEmailPage />, {
      route: '/email/confirm?token=old',
      api: {
        'POST /api/v1/auth/email/confirm': () =>
          apiError(422, INVALID_LINK, { token: INVALID_LINK }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/sign-in?next=/verify-email',
    );
  });

  it('fails at once without a token', () => {
    const { fetchMock } = renderPage(<ConfirmEmailPage />, { route: '/email/confirm' });
    expect(
      screen.getByRole('heading', { name: 'We could not confirm your email' }),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/email/confirm')).toHaveLength(0);
  });
});
