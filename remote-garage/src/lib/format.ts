// Figures as owners read them: in their own locale, with units, never a bare number.
import type { DatePrecision } from '@vg/contract';
import {
  formatDistance,
  formatMoney as formatSharedMoney,
  formatPreciseDate,
} from '@vg/contract/rules';

/**
 * '1967-05-31' to its precision in the reader's locale ('31 May 1967', 'May 1967', '1967', 'c. 1967'):
 * the rule the API's rendered pages write with (docs/product.md#dates).
 */
export const formatDate = (isoDate: string | null | undefined, precision: DatePrecision = 'day') =>
  formatPreciseDate(isoDate, precision);

export const formatOdometer = (reading: number | null | undefined, unit: string): string =>
  reading == null ? '—' : formatDistance(reading, unit);

/** '£80.50' by the rule the API's pages and the dossier write money with; '—' for no amount. */
export const formatMoney = (
  amount: number | null | undefined,
  currency: string | null | undefined,
): string => formatSharedMoney(amount, currency) ?? '—';

const axisFormats = new Map<string, Intl.NumberFormat>();

/**
 * '£15K', '£400', '£2.5K': money on a chart's value axis, short enough for a phone's margin. The
 * figures themselves (sentence, table) are written in full by formatMoney.
 */
export function formatMoneyAxis(amount: number, currency: string | null): string {
  const key = currency ?? '';
  let format = axisFormats.get(key);
  if (!format) {
    const compact = {
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    } as const;
    try {
      format = new Intl.NumberFormat(
        undefined,
        currency ? { ...compact, style: 'currency', currency } : compact,
      );
    } catch {
      format = new Intl.NumberFormat(undefined, compact);
    }
    axisFormats.set(key, format);
  }
  return format.format(amount);
}

/** Form fields hold text; the API takes numbers or null. */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export const textOrNull = (text: string): string | null =>
  text.trim() === '' ? null : text.trim();

export const todayIso = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};
