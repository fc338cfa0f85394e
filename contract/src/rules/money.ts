// Money as a reader reads it: always with its currency, in their locale (docs/product.md#garage).
// The one formatter of the garage's screens, the rendered pages and the dossier PDF.

/** The API's answer, and the form's message, when a cost is sent without its currency. */
export const COST_NEEDS_CURRENCY = 'Choose the currency this cost was paid in.';

/** Written beside an amount saved before a cost needed its currency: its currency is unknown. */
export const NO_CURRENCY_RECORDED = 'no currency recorded';

// Building an Intl.NumberFormat costs far more than using one: one per locale and currency.
const formats = new Map<string, Intl.NumberFormat>();

type CurrencyDisplay = 'symbol' | 'code';

function moneyFormat(
  locale: string | undefined,
  currency: string | null,
  currencyDisplay: CurrencyDisplay = 'symbol',
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency ?? ''}|${currencyDisplay}`;
  let format = formats.get(key);
  if (!format) {
    format = currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay })
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/**
 * '£80.50' in the reader's locale (the browser's when left out); an amount saved without a
 * currency says so rather than standing as a bare number; null for no amount. 'code' writes
 * 'GBP 80.50', for a medium whose fonts lack a symbol.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
  locale?: string,
  currencyDisplay?: CurrencyDisplay,
): string | null {
  if (amount == null) return null;
  const code = currency?.trim().toUpperCase() || null;
  if (!code) return `${moneyFormat(locale, null).format(amount)} (${NO_CURRENCY_RECORDED})`;
  try {
    return moneyFormat(locale, code, currencyDisplay).format(amount);
  } catch {
    // A code Intl does not know still names the currency it was saved with.
    return `${moneyFormat(locale, null).format(amount)} ${code}`;
  }
}
