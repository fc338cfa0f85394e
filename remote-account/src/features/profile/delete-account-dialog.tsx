import { useState } from 'react';
import { ConfirmDialog, Stack, TextField } from '@vg/shared';
import { splitServerError } from '@vg/shared/forms';
import { GoogleSignInLink } from '../../lib/google-sign-in-link';
import { useDeleteAccount } from './api/delete-account';

/** The profile's address that opens this dialog, where a fresh Google sign-in comes back to. */
export const DELETE_ACCOUNT_HASH = '#delete-account';
export const DELETE_ACCOUNT_ADDRESS = `/profile${DELETE_ACCOUNT_HASH}`;

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  onDeleted: () => void;
}

type Problems = Partial<Record<'confirmUsername' | 'password' | 'recentGoogleSignIn', string>>;

/**
 * Names what will be lost and asks for the username typed out, so a stray click or Enter cannot
 * delete an account; and for the password again, or for an account without one a fresh Google
 * sign-in, so a session left open or stolen cannot (docs/security.md T41).
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  username,
  onDeleted,
}: DeleteAccountDialogProps) {
  const removal = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const confirmed = typed.trim() === username;

  const close = (next: boolean) => {
    if (removal.isPending) return;
    if (!next) {
      setTyped('');
      setPassword('');
      setProblems({});
    }
    onOpenChange(next);
  };

  const remove = () =>
    removal.mutate(
      { confirmUsername: typed.trim(), ...(password ? { password } : {}) },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const { fields, message } = splitServerError(error, [
            'confirmUsername',
            'password',
            'recentGoogleSignIn',
          ]);
          setProblems(message ? { ...fields, confirmUsername: message } : fields);
        },
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      body="This permanently deletes your account with all its vehicles, maintenance and modification records, and photos. It cannot be undone."
      confirmLabel="Delete my account"
      onConfirm={remove}
      pending={removal.isPending}
      confirmDisabled={!confirmed}
    >
      <Stack gap={1}>
        <TextField
          label={`Type your username (${username}) to confirm`}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={problems.confirmUsername ?? null}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblems(({ confirmUsername: _, ...rest }) => rest);
          }}
        />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          hint="If you signed up with Google and never set a password, leave this empty."
          value={password}
          error={problems.password ?? null}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblems(({ password: _, ...rest }) => rest);
          }}
        />
        {problems.recentGoogleSignIn && (
          <Stack gap={1} role="alert">
            <p>{problems.recentGoogleSignIn}</p>
            <div>
              <GoogleSignInLink returnTo={DELETE_ACCOUNT_ADDRESS}>
                Sign in with Google again
              </GoogleSignInLink>
            </div>
          </Stack>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
