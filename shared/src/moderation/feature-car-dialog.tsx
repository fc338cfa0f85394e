import { Button, Cluster, Dialog, Stack, TextAreaField } from '@vg/shared';
import { useForm } from '@vg/shared/forms';
import { showFailure } from './failure-toast';
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
  const form = useForm({ initialValues: { note: car.note ?? '' } });
  const feature = useFeatureCar();

  const submit = form.handleSubmit(({ note }) =>
    feature.mutate(
      { vehicleId: car.id, title: car.title, note: note.trim() },
      {
        onSuccess: onClose,
        onError: showFailure(form.showServerError, 'The car could not be featured.'),
      },
    ),
  );

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
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Showcase blurb">
        <Stack gap={2}>
          <TextAreaField
            label="Showcase blurb (optional)"
            hint="Why this car: a sentence or two for visitors and other curators."
            rows={3}
            maxLength={BLURB_MAX}
            {...form.field('note')}
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
