import { DateField, SelectField, TextAreaField } from '@vg/shared';
import { useForm, useFormDraft } from '@vg/shared/forms';
import type { CostInput } from '@vg/contract';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter, type FormActionProps } from '../../lib/form-footer';
import { FieldRow, FormStack } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { MoneyFields } from '../../lib/money-fields';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import { COST_KIND_LABELS, RECURRENCE_LABELS } from '../../entities/costs/cost-labels';
import { validateCost, valuesToCostInput, type CostFormValues } from './cost-form-values';

interface CostFormProps extends FormActionProps {
  draftKey: string;
  initialValues: CostFormValues;
  label: string;
  onSubmit: (input: CostInput) => Promise<unknown>;
}

/** A cost of keeping: what for, when, how much in which currency, and whether it comes round again. */
export function CostForm(props: CostFormProps) {
  const form = useForm<CostFormValues>({
    draft: useFormDraft(props.draftKey),
    initialValues: props.initialValues,
    validate: validateCost,
    focusFirstField: true,
  });
  const { field } = form;
  return (
    <FormStack
      ref={form.formRef}
      onSubmit={form.handleSave((typed) => props.onSubmit(valuesToCostInput(typed)))}
      noValidate
      aria-label={props.label}
    >
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <FieldRow>
        <SelectField label="Kind" options={optionsOf(COST_KIND_LABELS)} {...field('kind')} />
        <DateField label="Date" required max={todayIso()} {...field('date')} />
        <SelectField
          label="Repeats"
          hint="A yearly or monthly cost sets a reminder to renew it."
          options={optionsOf(RECURRENCE_LABELS)}
          {...field('recurrence')}
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
