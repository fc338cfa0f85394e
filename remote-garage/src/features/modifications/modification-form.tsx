import { COST_NEEDS_CURRENCY } from '@vg/contract/rules';
import { lastCurrency, rememberCurrency } from '../../lib/last-currency';
import { CheckboxField, DateField, SelectField, TextAreaField, TextField } from '@vg/shared';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter, type FormActionProps } from '../../lib/form-footer';
import { MoneyFields } from '../../lib/money-fields';
import { FieldRow, Fieldset, FormStack } from '../../lib/form-layout';
import { numberOrNull, textOrNull, todayIso } from '../../lib/format';
import type { FieldErrors } from '@vg/shared/forms';
import { useForm, useFormDraft } from '@vg/shared/forms';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import type {
  Modification,
  ModificationInput,
  ModificationStatus,
  ModificationSystem,
} from '../../entities/modifications/api/modification-types';
import { MODIFICATION_STATUS_LABELS, SYSTEM_LABELS } from './modification-labels';

export interface ModificationFormValues {
  title: string;
  description: string;
  system: ModificationSystem;
  status: ModificationStatus;
  performedOn: string;
  inPeriod: boolean;
  reversible: boolean;
  originalRetained: boolean;
  originalLocation: string;
  reason: string;
  cost: string;
  currency: string;
}

export const EMPTY_MODIFICATION: ModificationFormValues = {
  title: '',
  description: '',
  system: 'engine',
  status: 'planned',
  performedOn: '',
  inPeriod: false,
  reversible: false,
  originalRetained: false,
  originalLocation: '',
  reason: '',
  cost: '',
  currency: '',
};

/** A new modification's form, offering the member's last currency. */
export const emptyModificationValues = (): ModificationFormValues => ({
  ...EMPTY_MODIFICATION,
  currency: lastCurrency(),
});

export function modificationToValues(modification: Modification): ModificationFormValues {
  return {
    title: modification.title,
    description: modification.description ?? '',
    system: modification.system,
    status: modification.status,
    performedOn: modification.performedOn ?? '',
    inPeriod: modification.inPeriod,
    reversible: modification.reversible,
    originalRetained: modification.originalRetained,
    originalLocation: modification.originalLocation ?? '',
    reason: modification.reason ?? '',
    cost: modification.cost === null ? '' : String(modification.cost),
    currency: modification.currency ?? '',
  };
}

export function valuesToModificationInput(values: ModificationFormValues): ModificationInput {
  const currency = textOrNull(values.currency)?.toUpperCase() ?? null;
  rememberCurrency(currency);
  return {
    title: values.title.trim(),
    description: textOrNull(values.description),
    system: values.system,
    status: values.status,
    performedOn: textOrNull(values.performedOn),
    inPeriod: values.inPeriod,
    reversible: values.reversible,
    originalRetained: values.originalRetained,
    originalLocation: values.originalRetained ? textOrNull(values.originalLocation) : null,
    reason: textOrNull(values.reason),
    cost: numberOrNull(values.cost),
    currency,
  };
}

function validate(values: ModificationFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = 'This field is required.';
  if (values.performedOn && values.performedOn > todayIso())
    errors.performedOn = 'The date cannot be in the future.';
  if (values.currency.trim() && !/^[A-Za-z]{3}$/.test(values.currency.trim()))
    errors.currency = 'Use a three-letter currency code such as GBP.';
  else if (!values.currency.trim() && values.cost.trim()) errors.currency = COST_NEEDS_CURRENCY;
  return errors;
}

interface ModificationFormProps extends FormActionProps {
  draftKey: string;
  initialValues: ModificationFormValues;
  label: string;
  onSubmit: (input: ModificationInput) => Promise<unknown>;
}

/** A change from original: what, to which system, in period or not, and whether it can be undone. */
export function ModificationForm(props: ModificationFormProps) {
  const form = useForm<ModificationFormValues>({
    draft: useFormDraft(props.draftKey),
    initialValues: props.initialValues,
    validate,
    focusFirstField: true,
  });
  const { values, field, checkbox } = form;
  const submit = form.handleSave((typed) => props.onSubmit(valuesToModificationInput(typed)));
  return (
    <FormStack ref={form.formRef} onSubmit={submit} noValidate aria-label={props.label}>
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <Fieldset>
        <legend>The modification</legend>
        <TextField
          label="Title"
          required
          hint="e.g. Electronic ignition, front disc brake conversion"
          {...field('title')}
        />
        <FieldRow>
          <SelectField label="System" options={optionsOf(SYSTEM_LABELS)} {...field('system')} />
          <SelectField
            label="Status"
            options={optionsOf(MODIFICATION_STATUS_LABELS)}
            {...field('status')}
          />
          <DateField label="Date" max={todayIso()} {...field('performedOn')} />
        </FieldRow>
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <TextField
          label="Reason"
          hint="Reliability, safety, comfort, originality..."
          {...field('reason')}
        />
      </Fieldset>
      <Fieldset>
        <legend>Originality</legend>
        <CheckboxField
          label="In period (as it could have been done when the car was current)"
          {...checkbox('inPeriod')}
        />
        <CheckboxField label="Reversible without permanent changes" {...checkbox('reversible')} />
        <CheckboxField label="Original part retained" {...checkbox('originalRetained')} />
        {values.originalRetained ? (
          <TextField label="Where the original is kept" {...field('originalLocation')} />
        ) : null}
      </Fieldset>
      <Fieldset>
        <legend>Cost</legend>
        <MoneyFields
          amountLabel="Cost"
          amount={field('cost')}
          currency={field('currency')}
          currencyHint="Three letters, e.g. GBP."
        />
      </Fieldset>
      <FormFooter formError={form.formError} actions={props} />
    </FormStack>
  );
}
