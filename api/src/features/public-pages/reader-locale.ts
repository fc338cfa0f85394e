import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatMonthYear,
  type SupportedLocale,
} from '@vg/contract/rules';

// A rendered page writes its dates in its reader's locale (docs/product.md#dates), the one
// sendPage negotiated from Accept-Language and keys the public cache on. It travels with the
// render in the async context rather than through every page function's arguments: the locale
// belongs to the answer being built, and a page function that writes no date never needs it.

const current = new AsyncLocalStorage<SupportedLocale>();

/** Runs `render` for a reader of `locale`: the dates it writes are theirs. */
export const inReaderLocale = <T>(locale: SupportedLocale, render: () => T): T =>
  current.run(locale, render);

/** The locale of the page being rendered; British English outside a render (a test, a job). */
export const readerLocale = (): SupportedLocale => current.getStore() ?? DEFAULT_LOCALE;

// The server knows the reader's language, not their clock: a moment is written on its UTC day.
const reader = () => ({ locale: readerLocale(), timeZone: 'UTC' });

/** A calendar day or a moment, as the app's screens write it for the same locale. */
export const readerDate = (value: string | Date) => formatDate(value, reader());
/** A moment with its time (a comment's), as the app's conversation writes it. */
export const readerDateTime = (value: string | Date) => formatDateTime(value, reader());
/** 'March 2024' (a keeper's "Member since"). */
export const readerMonth = (value: string | Date) => formatMonthYear(value, reader());
