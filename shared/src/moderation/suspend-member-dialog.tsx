import { Button, Cluster, Dialog, Stack, TextAreaField } from '@vg/shared';
import { useForm, type FieldErrors } from '@vg/shared/forms';
import { showFailure } from './failure-toast';
import { useSuspendMember } from './moderation-api';

/** The text a suspended person sees when nothing more specific was written (docs/product.md#session). */
export const DEFAULT_SUSPENSION_MESSAGE = 'Your account has been suspended.';
const MESSAGE_REQUIRED = 'Please write the message the person will see.';

export interface SuspendMemberDialogProps {
  /** The members list's row, a reported member, or a car's keeper. */
  member: { id: string; username: string };
  onClose: () => void;
}

const validate = ({ message }: { message: string }): FieldErrors =>
  message.trim() ? {} : { message: MESSAGE_REQUIRED };

/** Asks for the message the member will see, then suspends the account. */
export function SuspendMemberDialog({ member, onClose }: SuspendMemberDialogProps) {
  const form = useForm({ initialValues: { message: DEFAULT_SUSPENSION_MESSAGE }, validate });
  const suspend = useSuspendMember();

  const submit = form.handleSubmit(({ message }) =>
    suspend.mutate(
      { id: member.id, username: member.username, message: message.trim() },
      {
        onSuccess: onClose,
        onError: showFailure(form.showServerError, 'The account could not be suspended.'),
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !suspend.isPending && onClose()}
      title={`Suspend @${member.username}?`}
      description="They are signed out at once and every request they make is refused with your message; their cars, comments and follows disappear from every page until an administrator reinstates them."
      dismissible={!suspend.isPending}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap={2}>
          <TextAreaField
            label="Message to the member"
            hint="Shown to them when they try to sign in."
            required
            rows={4}
            maxLength={500}
            {...form.field('message')}
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
