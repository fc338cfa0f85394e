import { COST_NEEDS_CURRENCY } from '@vg/contract/rules';
import { unprocessable } from '../../../http/errors.js';

/**
 * A figure without its currency reads as nothing (docs/product.md#garage): 422 naming the currency
 * field. `amount` and `currency` are what the row will hold once the body is applied.
 */
export function assertCurrencyWithAmount(
  amount: number | string | null | undefined,
  currency: string | null | undefined,
  field = 'currency',
): void {
  if (amount != null && !currency) throw unprocessable({ [field]: COST_NEEDS_CURRENCY });
}

/** Text is stored trimmed, and a blank answer is no answer. */
export const tidyText = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;
