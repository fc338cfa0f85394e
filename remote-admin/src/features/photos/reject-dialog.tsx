import { useState, type FormEvent } from 'react';
import { ApiError, Button, Cluster, Dialog, Stack, TextAreaField } from '@vg/shared';
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

/** Rejecting needs a reason: the owner sees it next to their photo. */
export function RejectDialog({ photoId, subject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reject = useRejectPhoto();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    reject.mutate(
      { id: photoId, reason: reason.trim() },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.reason : undefined;
          if (fieldError) setReasonError(fieldError);
          else toastFailure(error);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !reject.isPending && onClose()}
      title={`Reject this photo of ${carPhrase(subject)}?`}
      description="It is hidden from public pages; the owner keeps it and sees your reason."
      dismissible={!reject.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={2}>
          <TextAreaField
            label="Reason"
            hint="For example: not the vehicle, a person is recognisable, or poor quality."
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
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
