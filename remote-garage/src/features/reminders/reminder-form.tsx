import { DateField, NumberField, TextField } from '@vg/shared';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter } from '../../lib/form-footer';
import { FieldRow, Fieldset, FormStack } from '../../lib/form-layout';
import { numberOrNull, textOrNull } from '../../lib/format';
import type { FieldErrors } from '@vg/shared/forms';
import { useForm, useFormDraft } from '@vg/shared/forms';
import {
  DEFAULT_REMIND_DAYS_BEFORE,
  DEFAULT_REMIND_DISTANCE_BEFORE,
} from '../../entities/reminders/api/reminder-types';
import { useCreateReminder } from './api/create-reminder';

interface ReminderFormValues {
  title: string;
  dueOn: string;
  dueOdometer: string;
  remindDaysBefore: string;
  remindDistanceBefore: string;
  intervalMonths: string;
  intervalDistance: string;
}

const EMPTY: ReminderFormValues = {
  title: '',
  dueOn: '',
  dueOdometer: '',
  remindDaysBefore: String(DEFAULT_REMIND_DAYS_BEFORE),
  remindDistanceBefore: String(DEFAULT_REMIND_DISTANCE_BEFORE),
  intervalMonths: '',
  intervalDistance: '',
};

/** 'mi' → 'miles': a label reads in words, the field's suffix in the vehicle's own unit. */
function unitWord(unit: string): string {
  if (unit === 'mi') return 'miles';
  if (unit === 'km') return 'kilometres';
  return unit;
}

/** A whole number from `min` up, or empty; the reason in the API's words otherwise. */
function wholeNumberProblem(text: string, min: number, tooLow: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^-?\d+$/.test(trimmed)) return 'Use a whole number.';
  return Number(trimmed) < min ? tooLow : undefined;
}

function validate(values: ReminderFormValues): FieldErrors {
  const problems: Record<string, string | undefined> = {
    title: values.title.trim() ? undefined : 'This field is required.',
    dueOn:
      !values.dueOn && !values.dueOdometer.trim()
        ? 'Give a date, a reading, or both (whichever comes first).'
        : undefined,
    dueOdometer: wholeNumberProblem(values.dueOdometer, 0, 'Use 0 or more.'),
    remindDaysBefore: wholeNumberProblem(values.remindDaysBefore, 0, 'Use 0 or more days.'),
    remindDistanceBefore: wholeNumberProblem(values.remindDistanceBefore, 0, 'Use 0 or more.'),
    intervalMonths: wholeNumberProblem(values.intervalMonths, 1, 'Use 1 month or more.'),
    intervalDistance: wholeNumberProblem(values.intervalDistance, 1, 'Use 1 or more.'),
  };
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * A reminder by date, by reading or whichever comes first, with how long before it the owner
 * hears of it, optionally repeating.
 */
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
    focusFirstField: true,
  });
  const { field, values } = form;
  const submit = form.handleSave(async (checked) => {
    const remindDaysBefore = numberOrNull(checked.remindDaysBefore);
    const remindDistanceBefore = numberOrNull(checked.remindDistanceBefore);
    await createReminder.mutateAsync({
      vehicleId,
      input: {
        title: checked.title.trim(),
        dueOn: textOrNull(checked.dueOn),
        dueOdometer: numberOrNull(checked.dueOdometer),
        intervalMonths: numberOrNull(checked.intervalMonths),
        intervalDistance: numberOrNull(checked.intervalDistance),
        // Left empty, the API's own default applies.
        ...(remindDaysBefore !== null ? { remindDaysBefore } : {}),
        ...(remindDistanceBefore !== null ? { remindDistanceBefore } : {}),
      },
    });
    onDone();
  });
  const both = Boolean(values.dueOn) && Boolean(values.dueOdometer.trim());

  return (
    <FormStack ref={form.formRef} onSubmit={submit} noValidate aria-label="Add a reminder">
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <Fieldset>
        <legend>New reminder</legend>
        <TextField
          label="What is due"
          required
          hint="e.g. Annual service, MOT, grease the king pins"
          {...field('title')}
        />
        <p>
          Due by a date, at a reading, or both:{' '}
          {both ? 'with both, whichever comes first.' : 'fill one or both.'}
        </p>
        <FieldRow>
          <DateField label="Due by date" {...field('dueOn')} />
          <NumberField
            label="Remind me this many days before"
            min={0}
            step={1}
            unit="days"
            hint="0 reminds you on the day."
            {...field('remindDaysBefore')}
          />
        </FieldRow>
        <FieldRow>
          <NumberField
            label="Due at reading"
            min={0}
            step={1}
            unit={odometerUnit}
            {...field('dueOdometer')}
          />
          <NumberField
            label={`Remind me this many ${unitWord(odometerUnit)} before`}
            min={0}
            step={1}
            unit={odometerUnit}
            hint="Checked whenever a record gives a new reading."
            {...field('remindDistanceBefore')}
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
