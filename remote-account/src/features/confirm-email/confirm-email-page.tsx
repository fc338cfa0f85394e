import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ApiError,
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  Stack,
  useSession,
} from '@vg/shared';
import { ResendVerificationButton } from '../../lib/resend-verification-button';
import { errorMessage } from '@vg/shared/forms';
import { useConfirmEmail } from './api/confirm-email';

export const MISSING_TOKEN_MESSAGE =
  'This confirmation link is incomplete. Open the link from the email again, or ask for a new one.';

/** `/email/confirm?token=`: confirms on arrival, then says how it went. */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, refreshUser } = useSession();
  const confirmation = useConfirmEmail();
  const { mutate } = confirmation;

  // The token is single use: StrictMode's second effect run (and any re-render) must not spend it
  // again and turn a success into "already used". A ref survives StrictMode's remount.
  const submittedToken = useRef<string | null>(null);
  useEffect(() => {
    if (!token || submittedToken.current === token) return;
    submittedToken.current = token;
    // A signed-in person's banner and profile must see the confirmed address at once.
    mutate(token, { onSuccess: () => void refreshUser() });
  }, [token, mutate, refreshUser]);

  let content;
  if (token && (confirmation.isIdle || confirmation.isPending)) {
    content = <LoadingState text="Confirming your email..." />;
  } else if (confirmation.isSuccess) {
    content = (
      <EmptyState
        icon="check"
        title="Your email is confirmed"
        description={`Thank you. ${confirmation.data.user.email} is now confirmed for your account.`}
        action={
          <>
            <ButtonLink to="/dashboard" variant="primary">
              Go to your garage
            </ButtonLink>
            <ButtonLink to="/profile">Open your profile</ButtonLink>
          </>
        }
      />
    );
  } else if (confirmation.error instanceof ApiError && confirmation.error.status === 409) {
    // The link worked before: opened again, it says what is true (docs/product.md#accounts).
    content = (
      <EmptyState
        icon="check"
        title="Your email is already confirmed"
        description="This link confirmed your address earlier. There is nothing more to do."
        action={
          // A visitor is asked to sign in on the way, and comes back to the garage.
          <ButtonLink to="/dashboard" variant="primary">
            Go to your garage
          </ButtonLink>
        }
      />
    );
  } else {
    const reason = token ? errorMessage(confirmation.error) : MISSING_TOKEN_MESSAGE;
    content = (
      <Stack gap={2}>
        <ErrorState
          title="We could not confirm your email"
          message={`${reason} Links work once and expire; a new one replaces the old.`}
          action={
            user ? (
              <ButtonLink to="/profile">Open your profile</ButtonLink>
            ) : (
              <ButtonLink to="/sign-in?next=/verify-email" variant="primary">
                Sign in to get a new link
              </ButtonLink>
            )
          }
        />
        {user && !user.emailVerified ? <ResendVerificationButton email={user.email} /> : null}
      </Stack>
    );
  }

  return <PageLayout title="Confirm your email">{content}</PageLayout>;
}
