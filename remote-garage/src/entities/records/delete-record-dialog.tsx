import { ConfirmDialog, toast } from '@vg/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@vg/shared/forms';

type DeleteRecordMutation = UseMutationResult<void, Error, { id: string; vehicleId: string }>;

interface DeleteRecordDialogProps {
  /** The record waiting for confirmation; the dialog is closed while null. */
  record: { id: string; title: string } | null;
  vehicleId: string;
  body: string;
  confirmLabel: string;
  deleteRecord: DeleteRecordMutation;
  onClose: () => void;
}

/** Asks before a vehicle's record is deleted; a failure is told in a toast and the dialog stays. */
export function DeleteRecordDialog({
  record,
  vehicleId,
  body,
  confirmLabel,
  deleteRecord,
  onClose,
}: DeleteRecordDialogProps) {
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Delete “${record?.title ?? ''}”?`}
      body={body}
      confirmLabel={confirmLabel}
      pending={deleteRecord.isPending}
      onConfirm={() =>
        record &&
        deleteRecord.mutate(
          { id: record.id, vehicleId },
          {
            onSuccess: onClose,
            onError: (error) =>
              toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
