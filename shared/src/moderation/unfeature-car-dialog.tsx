import { ConfirmDialog } from '@vg/shared';
import { toastFailure } from './failure-toast';
import { useUnfeatureCar } from './moderation-api';

export interface UnfeatureCarDialogProps {
  car: { id: string; title: string; keeper: string };
  onClose: () => void;
}

/** Takes a car off the showcase after a confirmation naming it; the car and its page stay. */
export function UnfeatureCarDialog({ car, onClose }: UnfeatureCarDialogProps) {
  const unfeature = useUnfeatureCar();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove from the showcase?"
      body={`The ${car.title} of @${car.keeper} will no longer be featured, and its blurb is dropped. The car and its public page stay as they are.`}
      confirmLabel="Remove from showcase"
      pending={unfeature.isPending}
      onConfirm={() =>
        unfeature.mutate(
          { vehicleId: car.id, title: car.title },
          { onSuccess: onClose, onError: toastFailure('The car could not be removed.') },
        )
      }
    />
  );
}
