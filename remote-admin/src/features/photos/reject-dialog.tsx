import { Button, Cluster, Dialog, Stack, TextAreaField } from '@vg/shared';
import { useForm, type FieldErrors } from '@vg/shared/forms';
import { toastFailure } from '../../lib/toast-failure';
import { carPhrase } from '@vg/contract/rules';
import { useRejectPhoto } from './api/use-moderation';

const REASON_REQUIRED = 'Please say why, so the owner can fix it.';

export interface RejectDialogProps {
  photoId: string;
  /** What the photo shows, to name it in the title. */
  subject: string;
  onClose: () => void;
}

const validate = ({ reason }: { reason: string }): FieldErrors =>
  reason.trim() ? {} : { reason: REASON_REQUIRED };

/** Rejecting needs a reason: the owner sees it next to their photo. */
export function RejectDialog({ photoId, subject, onClose }: RejectDialogProps) {
  const form = useForm({ initialValues: { reason: '' }, validate });
  const reject = useRejectPhoto();

  const submit = form.handleSubmit(({ reason }) =>
    reject.mutate(
      { id: photoId, reason: reason.trim() },
      {
        onSuccess: onClose,
        // The server's reason for the field goes next to it; anything else in a toast.
        onError: (error) => {
          if (form.showServerError(error) !== null) toastFailure(error);
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !reject.isPending && onClose()}
      title={`Reject this photo of ${carPhrase(subject)}?`}
      description="It is hidden from public pages; the owner keeps it and sees your reason."
      dismissible={!reject.isPending}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap={2}>
          <TextAreaField
            label="Reason"
            hint="For example: not the vehicle, a person is recognisable, or poor quality."
            required
            rows={3}
            maxLength={500}
            {...form.field('reason')}
          />
          <Cluster justify="end">
            <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={reject.isPending}>
              Reject photo
            </Button>
          </Cluster>
        </Stack>
      </form>
    </Dialog>
  );
}
