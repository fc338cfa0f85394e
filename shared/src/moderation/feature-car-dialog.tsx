import { useState, type FormEvent } from 'react';
import { ApiError, Button, Cluster, Dialog, Stack, TextAreaField } from '@vg/shared';
import { toastFailure } from './failure-toast';
import { useFeatureCar } from './moderation-api';

const BLURB_MAX = 500;

export interface FeatureCarDialogProps {
  car: { id: string; title: string; note: string | null; featured: boolean };
  onClose: () => void;
}

/**
 * Features a public car in the showcase, or changes the blurb it is featured with. Its keeper is
 * told; the blurb says visitors why this car.
 */
export function FeatureCarDialog({ car, onClose }: FeatureCarDialogProps) {
  const [note, setNote] = useState(car.note ?? '');
  const [noteError, setNoteError] = useState<string | null>(null);
  const feature = useFeatureCar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    feature.mutate(
      { vehicleId: car.id, title: car.title, note: note.trim() },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.note) setNoteError(fields.note);
          else toastFailure('The car could not be featured.')(error);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !feature.isPending && onClose()}
      title={
        car.featured ? `Edit the showcase blurb of the ${car.title}` : `Feature the ${car.title}?`
      }
      description={
        car.featured
          ? 'The blurb shows with the car on the showcase.'
          : 'It joins the public showcase with this blurb, and its keeper is told.'
      }
      dismissible={!feature.isPending}
    >
      <form onSubmit={submit} noValidate aria-label="Showcase blurb">
        <Stack gap={2}>
          <TextAreaField
            label="Showcase blurb (optional)"
            hint="Why this car: a sentence or two for visitors and other curators."
            rows={3}
            maxLength={BLURB_MAX}
            value={note}
            error={noteError}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
          />
          <Cluster justify="end">
            <Button variant="secondary" onClick={onClose} disabled={feature.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={feature.isPending}>
              {car.featured ? 'Save blurb' : 'Feature in the showcase'}
            </Button>
          </Cluster>
        </Stack>
      </form>
    </Dialog>
  );
}
