import { DateField, SelectField, TextAreaField, TextField } from '@vg/shared';
import { CONDITION_LABELS } from '@vg/contract/rules';
import type { ConditionReportInput } from '@vg/contract';
import { LogForm, type LogFormProps } from '../../lib/log-form';
import { FieldRow } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import {
  validateConditionReport,
  valuesToConditionReportInput,
  type ConditionReportFormValues,
} from './condition-report-form-values';

type ConditionReportFormProps = LogFormProps<ConditionReportFormValues, ConditionReportInput>;

/** How the car was found on a day, on the product's condition scale. */
export function ConditionReportForm(props: ConditionReportFormProps) {
  return (
    <LogForm {...props} validate={validateConditionReport} toInput={valuesToConditionReportInput}>
      {({ field }) => (
        <>
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
        </>
      )}
    </LogForm>
  );
}
