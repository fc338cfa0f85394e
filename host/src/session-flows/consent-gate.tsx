import { Suspense, useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, toast, useSession, type RemotePageModule } from '@vg/shared';
import { loadRemotePage } from '../federation/load-remote-page';
import { useIdentityCallback } from './use-identity-callback';

export const WELCOME_TOAST_DELAY_MS = 100;

interface ConsentDialogProps {
  open: boolean;
  defaultUsername: string;
  onComplete: () => void;
}

type ConsentModule = RemotePageModule<ConsentDialogProps>;

/**
 * Opens the account remote's consent dialog after a Google sign-in for a new
 * account (or whenever the signed-in user still owes consent). The dialog
 * cannot be dismissed; completing it refreshes the user and says welcome.
 */
export function ConsentGate() {
  const { user, refreshUser } = useSession();
  const [username, setUsername] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ConsentModule | null>(null);
  // The account whose consent was saved on this page: the server never takes a consent back
  // (docs/product.md#consent), so any later word that it is still owed is older than the consent
  // (a request sent before the POST and answered after it) and must not open the dialog again.
  const [completedFor, setCompletedFor] = useState<string | null>(null);
  // The account as the cache holds it, without asking (the session's own query asks): one kept from
  // an earlier page by the offline garage is marked stale until the API has answered again, and a
  // fetch on its way may say otherwise, so neither opens the dialog.
  // (A disabled observer never calls its data stale, so the mark is read from the query itself.)
  const queryClient = useQueryClient();
  const { isFetching } = useQuery({ ...currentUserQueryOptions, enabled: false });
  const kept = queryClient.getQueryState(currentUserQueryOptions.queryKey)?.isInvalidated === true;
  const apiHasSpoken = !isFetching && !kept;

  const openConsent = useCallback((prefill: string) => setUsername(prefill), []);
  useIdentityCallback(openConsent);

  // The dialog follows the account as the API last said.
  const owes = user?.needsConsent === true && user.id !== completedFor;
  useEffect(() => {
    if (user && !owes) setUsername(null);
    else if (user && owes && username === null && apiHasSpoken) setUsername(user.username);
  }, [user, owes, username, apiHasSpoken]);

  useEffect(() => {
    if (username === null || dialog) return;
    loadRemotePage<ConsentDialogProps>('account', 'consent-dialog').then(setDialog, () => {
      toast({
        title: 'Error',
        description: 'Failed to save your preferences. Please try again.',
        variant: 'destructive',
      });
    });
  }, [username, dialog]);

  if (username === null || !dialog) return null;
  const Dialog = dialog.default;
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        defaultUsername={username}
        onComplete={() => {
          setCompletedFor(user?.id ?? null);
          setUsername(null);
          void refreshUser();
          setTimeout(
            () =>
              toast({
                title: 'Welcome!',
                description: 'Your account is ready. Enjoy Vintage Garage.',
              }),
            WELCOME_TOAST_DELAY_MS,
          );
        }}
      />
    </Suspense>
  );
}
