import { COST_NEEDS_CURRENCY } from '@vg/contract/rules';
import type { FieldErrors } from '@vg/shared/forms';
import { numberOrNull, todayIso } from './format';

// The checks every form of money on a car makes before sending, worded as the maintenance form's
// (docs/product.md#garage): the server makes the same ones and answers with the same field names.

/** A day that has been, required. */
export function checkPastDate(errors: FieldErrors, name: string, value: string): void {
  if (!value) errors[name] = 'This field is required.';
  else if (value > todayIso()) errors[name] = 'The date cannot be in the future.';
}

/** An amount of money: optional unless `required`, never negative. */
export function checkAmount(
  errors: FieldErrors,
  name: string,
  value: string,
  required: boolean,
): void {
  const amount = numberOrNull(value);
  if (!value.trim()) {
    if (required) errors[name] = 'This field is required.';
  } else if (amount === null || amount < 0) {
    errors[name] = 'Enter an amount such as 120.50.';
  }
}

/** A three-letter code, needed as soon as there is an amount. */
export function checkCurrency(errors: FieldErrors, currency: string, amount: string): void {
  if (currency.trim() && !/^[A-Za-z]{3}$/.test(currency.trim()))
    errors.currency = 'Use a three-letter currency code such as GBP.';
  else if (!currency.trim() && amount.trim()) errors.currency = COST_NEEDS_CURRENCY;
}

/** The currency as the API takes it: upper case, or null. */
export const currencyOrNull = (currency: string): string | null =>
  currency.trim() ? currency.trim().toUpperCase() : null;
