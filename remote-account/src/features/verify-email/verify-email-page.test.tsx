import { screen } from '@testing-library/react';
import {
  apiError,
  deferredAnswer,
  renderWithFakeApi as renderPage,
  testUser,
} from '@vg/shared/test-support';
import { VerifyEmailPage } from './verify-email-page';

const unverified = testUser({ email: 'new@example.com', emailVerified: false });

describe('VerifyEmailPage', () => {
  it("names the member's address and resends with a pending button and a success toast", async () => {
    const answer = deferredAnswer();
    const { user } = renderPage(<VerifyEmailPage />, {
      route: '/verify-email',
      user: unverified,
      api: { 'POST /api/v1/auth/verify-email/resend': answer.route },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeDisabled();
    answer.release({
      status: 202,
      body: { data: { message: 'We sent a confirmation link to new@example.com.' } },
    });
    expect(await screen.findByText('Email sent')).toBeInTheDocument();
  });

  it('shows a rate limit beside the button', async () => {
    const { user } = renderPage(<VerifyEmailPage />, {
      route: '/verify-email',
      user: unverified,
      api: {
        'POST /api/v1/auth/verify-email/resend': () =>
          apiError(429, 'Too many attempts. Please try again later.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });
});
