import type { ConditionReport, ConditionReportInput } from '@vg/contract';
import type { Condition } from '@vg/contract/rules';
import type { FieldErrors } from '@vg/shared/forms';
import { textOrNull, todayIso } from '../../lib/format';
import { checkPastDate } from '../../lib/money-checks';

/** The condition report form's fields, named as the API names them. */
export interface ConditionReportFormValues {
  date: string;
  condition: Condition | '';
  reportedBy: string;
  notes: string;
}

export const emptyConditionReportValues = (): ConditionReportFormValues => ({
  date: todayIso(),
  condition: '',
  reportedBy: '',
  notes: '',
});

export const conditionReportToValues = (report: ConditionReport): ConditionReportFormValues => ({
  date: report.date,
  condition: report.condition,
  reportedBy: report.reportedBy ?? '',
  notes: report.notes ?? '',
});

export function validateConditionReport(values: ConditionReportFormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPastDate(errors, 'date', values.date);
  if (!values.condition) errors.condition = 'Choose the condition the car was found in.';
  return errors;
}

export const valuesToConditionReportInput = (
  values: ConditionReportFormValues,
): ConditionReportInput => ({
  date: values.date,
  condition: values.condition as Condition,
  reportedBy: textOrNull(values.reportedBy),
  notes: textOrNull(values.notes),
});
