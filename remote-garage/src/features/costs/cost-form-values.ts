import type { Cost, CostInput, CostKind, CostRecurrence } from '@vg/contract';
import type { FieldErrors } from '@vg/shared/forms';
import { lastCurrency, rememberCurrency } from '../../lib/last-currency';
import { numberOrNull, textOrNull, todayIso } from '../../lib/format';
import { checkAmount, checkCurrency, checkPastDate, currencyOrNull } from '../../lib/money-checks';

/** The cost form's fields, named as the API names them, so its refusals land next to them. */
export interface CostFormValues {
  kind: CostKind;
  date: string;
  amount: string;
  currency: string;
  recurrence: CostRecurrence | 'none';
  note: string;
}

export const emptyCostValues = (): CostFormValues => ({
  kind: 'insurance',
  date: todayIso(),
  amount: '',
  currency: lastCurrency(),
  recurrence: 'none',
  note: '',
});

export const costToValues = (cost: Cost): CostFormValues => ({
  kind: cost.kind,
  date: cost.date,
  amount: String(cost.amount),
  currency: cost.currency ?? '',
  recurrence: cost.recurrence ?? 'none',
  note: cost.note ?? '',
});

export function validateCost(values: CostFormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPastDate(errors, 'date', values.date);
  checkAmount(errors, 'amount', values.amount, true);
  checkCurrency(errors, values.currency, values.amount);
  return errors;
}

export function valuesToCostInput(values: CostFormValues): CostInput {
  const currency = currencyOrNull(values.currency);
  rememberCurrency(currency);
  return {
    kind: values.kind,
    date: values.date,
    amount: numberOrNull(values.amount) ?? 0,
    currency,
    recurrence: values.recurrence === 'none' ? null : values.recurrence,
    note: textOrNull(values.note),
  };
}
