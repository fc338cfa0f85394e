import { Suspense, useCallback, useEffect, useState } from 'react';
import { toast, useSession, type RemotePageModule } from '@vg/shared';
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
  // Set once the dialog is completed, until the refreshed account no longer owes consent: the account
  // held meanwhile still says it does, and must not open the dialog again over the page.
  const [completed, setCompleted] = useState(false);

  const openConsent = useCallback((prefill: string) => setUsername(prefill), []);
  useIdentityCallback(openConsent);

  // The dialog follows the account as the API last said: an account kept from an earlier visit (the
  // offline garage persists it) may still owe consent until the fresh one arrives and says it does not.
  useEffect(() => {
    if (user && !user.needsConsent) {
      setCompleted(false);
      setUsername(null);
    } else if (user?.needsConsent && username === null && !completed) setUsername(user.username);
  }, [user, username, completed]);

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
          setCompleted(true);
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
