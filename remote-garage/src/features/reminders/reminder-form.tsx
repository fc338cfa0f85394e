import { DateField, NumberField, TextField } from '@vg/shared';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter } from '../../lib/form-footer';
import { FieldRow, Fieldset, FormStack } from '../../lib/form-layout';
import { numberOrNull, textOrNull } from '../../lib/format';
import type { FieldErrors } from '@vg/shared/forms';
import { useForm, useFormDraft } from '@vg/shared/forms';
import { useCreateReminder } from './api/create-reminder';

interface ReminderFormValues {
  title: string;
  dueOn: string;
  dueOdometer: string;
  intervalMonths: string;
  intervalDistance: string;
}

const EMPTY: ReminderFormValues = {
  title: '',
  dueOn: '',
  dueOdometer: '',
  intervalMonths: '',
  intervalDistance: '',
};

function validate(values: ReminderFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = 'This field is required.';
  if (!values.dueOn && !values.dueOdometer.trim())
    errors.dueOn = 'Give a date, a reading, or both (whichever comes first).';
  return errors;
}

/** A reminder by date, by reading or whichever comes first, optionally repeating. */
export function ReminderForm({
  vehicleId,
  odometerUnit,
  onDone,
}: {
  vehicleId: string;
  odometerUnit: string;
  onDone: () => void;
}) {
  const createReminder = useCreateReminder();
  const form = useForm<ReminderFormValues>({
    draft: useFormDraft(`reminder:${vehicleId}:new`),
    initialValues: EMPTY,
    validate,
  });
  const { field } = form;
  const submit = form.handleSave(async (values) => {
    await createReminder.mutateAsync({
      vehicleId,
      input: {
        title: values.title.trim(),
        dueOn: textOrNull(values.dueOn),
        dueOdometer: numberOrNull(values.dueOdometer),
        intervalMonths: numberOrNull(values.intervalMonths),
        intervalDistance: numberOrNull(values.intervalDistance),
      },
    });
    onDone();
  });
  return (
    <FormStack ref={form.formRef} onSubmit={submit} noValidate aria-label="Add a reminder">
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <Fieldset>
        <legend>New reminder</legend>
        <TextField
          label="What is due"
          required
          hint="e.g. Annual service, grease the king pins"
          {...field('title')}
        />
        <FieldRow>
          <DateField label="Due by date" {...field('dueOn')} />
          <NumberField
            label="Due at reading"
            min={0}
            step={1}
            unit={odometerUnit}
            {...field('dueOdometer')}
          />
        </FieldRow>
        <FieldRow>
          <NumberField
            label="Repeat every"
            min={1}
            step={1}
            unit="months"
            hint="Leave empty for a one-off."
            {...field('intervalMonths')}
          />
          <NumberField
            label="Or every"
            min={1}
            step={1}
            unit={odometerUnit}
            {...field('intervalDistance')}
          />
        </FieldRow>
      </Fieldset>
      <FormFooter
        formError={form.formError}
        actions={{
          submitLabel: 'Add reminder',
          pending: createReminder.isPending,
          onCancel: onDone,
        }}
      />
    </FormStack>
  );
}
