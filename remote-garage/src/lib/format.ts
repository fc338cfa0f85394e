// Figures as owners read them: in their own locale, with units, never a bare number.
import type { DatePrecision } from '@vg/contract';
import { formatDate as formatDay } from '@vg/shared';

const monthFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const numberFormat = new Intl.NumberFormat();

/** '1967-05-31' in the reader's locale; a date stays the calendar day it names, whatever the time zone. */
export function formatDate(
  isoDate: string | null | undefined,
  precision: DatePrecision = 'day',
): string {
  if (!isoDate) return '—';
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const year = isoDate.slice(0, 4);
  switch (precision) {
    case 'circa':
      return `c. ${year}`;
    case 'year':
      return year;
    case 'month':
      return monthFormat.format(date);
    default:
      // The one date format of every screen (docs/product.md#dates).
      return formatDay(isoDate);
  }
}

export function formatOdometer(reading: number | null | undefined, unit: string): string {
  return reading == null ? '—' : `${numberFormat.format(reading)} ${unit}`;
}

export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
): string {
  if (amount == null) return '—';
  if (!currency) return numberFormat.format(amount);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${numberFormat.format(amount)} ${currency}`;
  }
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
