import { DateField, SelectField, TextAreaField, TextField } from '@vg/shared';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter } from '../../lib/form-footer';
import { FieldRow, Fieldset, FormStack } from '../../lib/form-layout';
import { textOrNull, todayIso } from '../../lib/format';
import { PRIVATE_NOTES_HINT } from '../../lib/private-notes';
import type { FieldErrors } from '@vg/shared/forms';
import { useForm, useFormDraft } from '@vg/shared/forms';
import type { DatePrecision } from '../../entities/vehicles/api/vehicle-types';
import { PRECISION_LABELS, optionsOf } from '../../entities/vehicles/vehicle-labels';
import type {
  Acquisition,
  OwnershipInput,
  OwnershipPeriod,
} from '../../entities/provenance/api/ownership-types';
import { ACQUISITION_LABELS } from './ownership-timeline';

interface OwnershipFormValues {
  ownerName: string;
  memberUsername: string;
  place: string;
  fromDate: string;
  fromPrecision: DatePrecision;
  toDate: string;
  toPrecision: DatePrecision;
  acquisition: Acquisition | '';
  notes: string;
}

const EMPTY: OwnershipFormValues = {
  ownerName: '',
  memberUsername: '',
  place: '',
  fromDate: '',
  fromPrecision: 'year',
  toDate: '',
  toPrecision: 'year',
  acquisition: '',
  notes: '',
};

const toValues = (period: OwnershipPeriod): OwnershipFormValues => ({
  ownerName: period.ownerName ?? '',
  memberUsername: period.memberUsername ?? '',
  place: period.place ?? '',
  fromDate: period.fromDate ?? '',
  fromPrecision: period.fromPrecision ?? 'year',
  toDate: period.toDate ?? '',
  toPrecision: period.toPrecision ?? 'year',
  acquisition: period.acquisition ?? '',
  notes: period.notes ?? '',
});

function validate(values: OwnershipFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.ownerName.trim() && !values.memberUsername.trim())
    errors.ownerName = "Give the keeper's name, or a member's username.";
  if (values.fromDate && values.toDate && values.toDate < values.fromDate)
    errors.toDate = 'The end of a period cannot come before its start.';
  if (values.toDate > todayIso()) errors.toDate = 'The date cannot be in the future.';
  return errors;
}

interface OwnershipFormProps {
  vehicleId: string;
  period?: OwnershipPeriod;
  pending: boolean;
  onSubmit: (input: OwnershipInput) => Promise<unknown>;
  onCancel: () => void;
}

/** One keeper of the vehicle: who, where, from when to when (as precisely as known), and how they came by it. */
export function OwnershipForm({
  vehicleId,
  period,
  pending,
  onSubmit,
  onCancel,
}: OwnershipFormProps) {
  const form = useForm<OwnershipFormValues>({
    draft: useFormDraft(period ? `ownership:${period.id}` : `ownership:${vehicleId}:new`),
    initialValues: period ? toValues(period) : EMPTY,
    validate,
    focusFirstField: true,
  });
  const { values, field } = form;
  const submit = form.handleSave((typed) =>
    onSubmit({
      ownerName: textOrNull(typed.ownerName),
      memberUsername: textOrNull(typed.memberUsername),
      place: textOrNull(typed.place),
      fromDate: textOrNull(typed.fromDate),
      fromPrecision: typed.fromDate ? typed.fromPrecision : null,
      toDate: textOrNull(typed.toDate),
      toPrecision: typed.toDate ? typed.toPrecision : null,
      acquisition: typed.acquisition || null,
      notes: textOrNull(typed.notes),
    }),
  );
  return (
    <FormStack
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={period ? 'Edit ownership period' : 'Add an ownership period'}
    >
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <Fieldset>
        <legend>Keeper</legend>
        <FieldRow>
          <TextField
            label="Name"
            hint="As in the logbook or bill of sale."
            {...field('ownerName')}
          />
          <TextField
            label="Or a member's username"
            hint="Links the period to their profile."
            {...field('memberUsername')}
          />
          <TextField label="Place" hint="Town or region" {...field('place')} />
        </FieldRow>
        <FieldRow>
          <DateField label="From" {...field('fromDate')} />
          <SelectField
            label="From date known to the"
            options={optionsOf(PRECISION_LABELS)}
            disabled={!values.fromDate}
            {...field('fromPrecision')}
          />
          <DateField label="To" hint="Leave empty if they still keep it." {...field('toDate')} />
          <SelectField
            label="To date known to the"
            options={optionsOf(PRECISION_LABELS)}
            disabled={!values.toDate}
            {...field('toPrecision')}
          />
        </FieldRow>
        <SelectField
          label="How it was acquired"
          placeholder="Not known"
          options={optionsOf(ACQUISITION_LABELS)}
          {...field('acquisition')}
        />
        <TextAreaField label="Notes" rows={3} hint={PRIVATE_NOTES_HINT} {...field('notes')} />
      </Fieldset>
      <FormFooter
        formError={form.formError}
        actions={{ submitLabel: period ? 'Save period' : 'Add period', pending, onCancel }}
      />
    </FormStack>
  );
}
