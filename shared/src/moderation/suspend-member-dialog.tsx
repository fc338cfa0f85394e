import { useState, type FormEvent } from 'react';
import { ApiError, Button, Cluster, Dialog, Stack, TextAreaField } from '@vg/shared';
import { toastFailure } from './failure-toast';
import { useSuspendMember } from './moderation-api';

/** The text a suspended person sees when nothing more specific was written (docs/product.md#session). */
export const DEFAULT_SUSPENSION_MESSAGE = 'Your account has been suspended.';
const MESSAGE_REQUIRED = 'Please write the message the person will see.';

export interface SuspendMemberDialogProps {
  /** The members list's row, a reported member, or a car's keeper. */
  member: { id: string; username: string };
  onClose: () => void;
}

/** Asks for the message the member will see, then suspends the account. */
export function SuspendMemberDialog({ member, onClose }: SuspendMemberDialogProps) {
  const [message, setMessage] = useState(DEFAULT_SUSPENSION_MESSAGE);
  const [messageError, setMessageError] = useState<string | null>(null);
  const suspend = useSuspendMember();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setMessageError(MESSAGE_REQUIRED);
      return;
    }
    suspend.mutate(
      { id: member.id, username: member.username, message: message.trim() },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.message : undefined;
          if (fieldError) setMessageError(fieldError);
          else toastFailure('The account could not be suspended.')(error);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !suspend.isPending && onClose()}
      title={`Suspend @${member.username}?`}
      description="They are signed out at once and every request they make is refused with your message; their cars, comments and follows disappear from every page until an administrator reinstates them."
      dismissible={!suspend.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={2}>
          <TextAreaField
            label="Message to the member"
            hint="Shown to them when they try to sign in."
            required
            rows={4}
            maxLength={500}
            value={message}
            error={messageError}
            onChange={(event) => {
              setMessage(event.target.value);
              setMessageError(null);
            }}
          />
          <Cluster justify="end">
            <Button variant="secondary" onClick={onClose} disabled={suspend.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={suspend.isPending}>
              Suspend account
            </Button>
          </Cluster>
        </Stack>
      </form>
    </Dialog>
  );
}
