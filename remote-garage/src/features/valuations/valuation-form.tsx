import { DateField, SelectField, TextAreaField, TextField } from '@vg/shared';
import { useForm, useFormDraft } from '@vg/shared/forms';
import type { ValuationInput } from '@vg/contract';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter, type FormActionProps } from '../../lib/form-footer';
import { FieldRow, FormStack } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { MoneyFields } from '../../lib/money-fields';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import { VALUATION_KIND_LABELS } from '../../entities/costs/cost-labels';
import {
  validateValuation,
  valuesToValuationInput,
  type ValuationFormValues,
} from './valuation-form-values';

interface ValuationFormProps extends FormActionProps {
  draftKey: string;
  initialValues: ValuationFormValues;
  label: string;
  onSubmit: (input: ValuationInput) => Promise<unknown>;
}

/** What the car was worth, as someone said on a day. */
export function ValuationForm(props: ValuationFormProps) {
  const form = useForm<ValuationFormValues>({
    draft: useFormDraft(props.draftKey),
    initialValues: props.initialValues,
    validate: validateValuation,
    focusFirstField: true,
  });
  const { field } = form;
  return (
    <FormStack
      ref={form.formRef}
      onSubmit={form.handleSave((typed) => props.onSubmit(valuesToValuationInput(typed)))}
      noValidate
      aria-label={props.label}
    >
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <FieldRow>
        <DateField label="Date" required max={todayIso()} {...field('date')} />
        <SelectField label="Kind" options={optionsOf(VALUATION_KIND_LABELS)} {...field('kind')} />
        <TextField
          label="Valued by"
          hint="e.g. the insurer, an appraiser, an auction house"
          {...field('valuedBy')}
        />
      </FieldRow>
      <MoneyFields
        amountLabel="Amount"
        amount={{ ...field('amount'), required: true }}
        currency={field('currency')}
        currencyHint="Three letters, e.g. GBP, EUR, USD."
      />
      <TextAreaField label="Note" rows={3} {...field('note')} />
      <FormFooter formError={form.formError} actions={props} />
    </FormStack>
  );
}
