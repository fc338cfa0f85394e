import { useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, ConfirmDialog, ErrorState, QueryView, Stack, toast } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useSignIns, type SignIn } from './api/list-sign-ins';
import { useSignOutOtherSessions } from './api/sign-out-other-sessions';
import { signOutSessionMutationKey, useSignOutSession } from './api/sign-out-session';
import { SignInRow } from './sign-in-row';
import { deviceName, otherDevicesText } from './sign-in-texts';

// role="list": Safari drops the list semantics of a <ul> styled without bullets.
const List = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

/**
 * "Where you're signed in" on /profile: every live session of the account, so a member who sees a
 * device that is not theirs can end it (and then change their password). docs/security.md, T8.
 */
export function SignInsSection() {
  const signIns = useSignIns();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);
  // Each row's own progress: several devices may be signing out at once.
  const signingOut = useMutationState({
    filters: { mutationKey: signOutSessionMutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });

  // mutateAsync, not mutate: mutate's callbacks would fire for the latest call only, so a device
  // signed out while another was still going would get no word of how it went.
  const signOut = (session: SignIn) =>
    void signOutOne
      .mutateAsync(session.id)
      .then(
        () => toast({ title: `Signed out ${deviceName(session)}.`, variant: 'success' }),
        failed(`${deviceName(session)} could not be signed out`),
      );

  const signOutEverywhereElse = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) => {
        setConfirming(false);
        toast({ title: otherDevicesText(signedOut), variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        failed('Your other devices could not be signed out')(error);
      },
    });

  return (
    <Stack gap={2}>
      <p>
        Each device or browser where your account is signed in. If one is not yours, sign it out and
        change your password.
      </p>
      <QueryView
        query={signIns}
        renderError={(error) => (
          <ErrorState
            title="Your sign-ins could not be loaded"
            message={errorMessage(error)}
            onRetry={() => void signIns.refetch()}
          />
        )}
      >
        {(sessions) => {
          const others = sessions.filter((session) => !session.current);
          return (
            <Stack gap={2}>
              <List aria-label="Signed-in devices">
                {sessions.map((session) => (
                  <SignInRow
                    key={session.id}
                    session={session}
                    onSignOut={signOut}
                    signingOut={signingOut.includes(session.id)}
                  />
                ))}
              </List>
              {others.length === 0 ? (
                <p>You&apos;re signed in on this device only.</p>
              ) : (
                <div>
                  <Button variant="secondary" onClick={() => setConfirming(true)}>
                    Sign out everywhere else
                  </Button>
                </div>
              )}
            </Stack>
          );
        }}
      </QueryView>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out of every other device?"
        body="Anyone using this account elsewhere will have to sign in again."
        confirmLabel="Sign out everywhere else"
        onConfirm={signOutEverywhereElse}
        pending={signOutOthers.isPending}
      />
    </Stack>
  );
}
