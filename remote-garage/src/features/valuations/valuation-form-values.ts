import type { Valuation, ValuationInput, ValuationKind } from '@vg/contract';
import type { FieldErrors } from '@vg/shared/forms';
import { lastCurrency, rememberCurrency } from '../../lib/last-currency';
import { numberOrNull, textOrNull, todayIso } from '../../lib/format';
import { checkAmount, checkCurrency, checkPastDate, currencyOrNull } from '../../lib/money-checks';

/** The valuation form's fields, named as the API names them. */
export interface ValuationFormValues {
  date: string;
  amount: string;
  currency: string;
  kind: ValuationKind;
  valuedBy: string;
  note: string;
}

export const emptyValuationValues = (): ValuationFormValues => ({
  date: todayIso(),
  amount: '',
  currency: lastCurrency(),
  kind: 'agreed',
  valuedBy: '',
  note: '',
});

export const valuationToValues = (valuation: Valuation): ValuationFormValues => ({
  date: valuation.date,
  amount: String(valuation.amount),
  currency: valuation.currency ?? '',
  kind: valuation.kind,
  valuedBy: valuation.valuedBy ?? '',
  note: valuation.note ?? '',
});

export function validateValuation(values: ValuationFormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPastDate(errors, 'date', values.date);
  checkAmount(errors, 'amount', values.amount, true);
  checkCurrency(errors, values.currency, values.amount);
  return errors;
}

export function valuesToValuationInput(values: ValuationFormValues): ValuationInput {
  const currency = currencyOrNull(values.currency);
  rememberCurrency(currency);
  return {
    date: values.date,
    amount: numberOrNull(values.amount) ?? 0,
    currency,
    kind: values.kind,
    valuedBy: textOrNull(values.valuedBy),
    note: textOrNull(values.note),
  };
}
