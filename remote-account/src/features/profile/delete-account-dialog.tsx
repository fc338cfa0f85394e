import { useState } from 'react';
import { ConfirmDialog, Stack, TextField } from '@vg/shared';
import { splitServerError } from '@vg/shared/forms';
import { useDeleteAccount } from './api/delete-account';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  onDeleted: () => void;
}

/**
 * Names what will be lost and asks for the username typed out, so a stray click or Enter cannot
 * delete an account.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  username,
  onDeleted,
}: DeleteAccountDialogProps) {
  const removal = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = typed.trim() === username;

  const close = (next: boolean) => {
    if (removal.isPending) return;
    if (!next) {
      setTyped('');
      setProblem(null);
    }
    onOpenChange(next);
  };

  const remove = () =>
    removal.mutate(typed.trim(), {
      onSuccess: onDeleted,
      onError: (error) => {
        const { fields, message } = splitServerError(error, ['confirmUsername']);
        setProblem(fields.confirmUsername ?? message);
      },
    });

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
          error={problem}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
