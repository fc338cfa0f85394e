import { Link, useSearchParams } from 'react-router-dom';
import { sameSitePath } from '@vg/contract/rules';
import { ButtonLink, Icon, LoadingState, Stack, useSession } from '@vg/shared';
import { AuthPage } from '../../lib/auth-page';
import { ResendVerificationButton } from '../../lib/resend-verification-button';

/** After registering (or when the banner asks): where the link went, and a way to get another. */
export function VerifyEmailPage() {
  const { status, user } = useSession();
  const [searchParams] = useSearchParams();
  // Where the new member was going (a hand-over's page), else their garage.
  const next = sameSitePath(searchParams.get('next'), window.location.origin);

  if (status === 'verifying') return <LoadingState />;

  if (!user) {
    return (
      <AuthPage title="Check your inbox">
        <Stack gap={2} align="start">
          <p>We sent you a link to confirm your email address. Sign in to have it sent again.</p>
          <ButtonLink to="/sign-in?next=/verify-email" variant="primary">
            Sign in
          </ButtonLink>
        </Stack>
      </AuthPage>
    );
  }

  if (user.emailVerified) {
    return (
      <AuthPage title="Your email is confirmed">
        <Stack gap={2} align="start">
          <p>
            <strong>{user.email}</strong> is confirmed. There is nothing more to do.
          </p>
          <ButtonLink to="/dashboard" variant="primary">
            Go to your garage
          </ButtonLink>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Check your inbox"
      footer={
        <p>
          Wrong address? Change it in your <Link to="/profile">profile</Link>.
        </p>
      }
    >
      <Stack gap={2}>
        <Stack direction="row" gap={1.5} align="start">
          <Icon name="info" size={28} />
          <p>
            We sent a confirmation link to <strong>{user.email}</strong>. Open it to confirm your
            address; the link works once.
          </p>
        </Stack>
        <p>Nothing arrived after a few minutes? Look in your spam folder, or send it again.</p>
        <ResendVerificationButton email={user.email} />
        <ButtonLink to={next ?? '/dashboard'} variant={next ? 'primary' : 'ghost'}>
          {next ? 'Continue where you were going' : 'Continue to your garage'}
        </ButtonLink>
      </Stack>
    </AuthPage>
  );
}
