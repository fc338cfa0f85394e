import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Cluster, Stack, clearToken, toast, useSession } from '@vg/shared';
import { DELETE_ACCOUNT_HASH, DeleteAccountDialog } from './delete-account-dialog';

/** Sign out of this device, or delete the account for good. */
export function AccountActions({ username }: { username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  // Back from signing in with Google again to delete (docs/security.md T41): the dialog reopens.
  const { hash } = useLocation();
  const [confirmingDeletion, setConfirmingDeletion] = useState(() => hash === DELETE_ACCOUNT_HASH);

  const leave = async () => {
    setSigningOut(true);
    await signOut();
    navigate('/', { replace: true });
  };

  const afterDeletion = () => {
    setConfirmingDeletion(false);
    // The account took its tokens with it: signing out on the server would only answer 401
    // (which the API client treats as an expired session), so end the session here alone.
    clearToken();
    queryClient.clear();
    navigate('/', { replace: true });
    toast({
      title: 'Account deleted',
      description: 'Your account and its data have been removed.',
    });
  };

  return (
    <Stack gap={2}>
      <p>Deleting your account removes your vehicles, records and photos for good.</p>
      <Cluster gap={1.5}>
        <Button variant="secondary" onClick={() => void leave()} loading={signingOut}>
          Sign out
        </Button>
        <Button variant="danger" onClick={() => setConfirmingDeletion(true)}>
          Delete account
        </Button>
      </Cluster>
      <DeleteAccountDialog
        open={confirmingDeletion}
        onOpenChange={setConfirmingDeletion}
        username={username}
        onDeleted={afterDeletion}
      />
    </Stack>
  );
}
