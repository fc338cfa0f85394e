import { DateField, SelectField, TextAreaField, TextField } from '@vg/shared';
import { useForm, useFormDraft } from '@vg/shared/forms';
import { CONDITION_LABELS } from '@vg/contract/rules';
import type { ConditionReportInput } from '@vg/contract';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter, type FormActionProps } from '../../lib/form-footer';
import { FieldRow, FormStack } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import {
  validateConditionReport,
  valuesToConditionReportInput,
  type ConditionReportFormValues,
} from './condition-report-form-values';

interface ConditionReportFormProps extends FormActionProps {
  draftKey: string;
  initialValues: ConditionReportFormValues;
  label: string;
  onSubmit: (input: ConditionReportInput) => Promise<unknown>;
}

/** How the car was found on a day, on the product's condition scale. */
export function ConditionReportForm(props: ConditionReportFormProps) {
  const form = useForm<ConditionReportFormValues>({
    draft: useFormDraft(props.draftKey),
    initialValues: props.initialValues,
    validate: validateConditionReport,
    focusFirstField: true,
  });
  const { field } = form;
  return (
    <FormStack
      ref={form.formRef}
      onSubmit={form.handleSave((typed) => props.onSubmit(valuesToConditionReportInput(typed)))}
      noValidate
      aria-label={props.label}
    >
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <FieldRow>
        <DateField label="Date" required max={todayIso()} {...field('date')} />
        <SelectField
          label="Condition"
          required
          placeholder="Choose a condition"
          options={optionsOf(CONDITION_LABELS)}
          {...field('condition')}
        />
        <TextField
          label="Reported by"
          hint="e.g. yourself, a club inspector"
          {...field('reportedBy')}
        />
      </FieldRow>
      <TextAreaField label="Notes" rows={4} {...field('notes')} />
      <FormFooter formError={form.formError} actions={props} />
    </FormStack>
  );
}
