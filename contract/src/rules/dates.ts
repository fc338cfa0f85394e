// One way to write a date (docs/product.md#dates), shared by the screens and the API so that a page
// the API renders, an email and the app taking over write the same day the same way: medium length
// in the reader's locale ('3 Sept 2025' in Britain, 'Sep 3, 2025' in the US). The screens pass no
// locale (the browser's own); the API passes the one it negotiated from the request's
// Accept-Language (rendered pages) or recorded for the member (emails).

/** What a reader gets when nothing they accept is supported: the product is written in British English. */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * The locales the API writes dates in. A closed list, so a public page is rendered and cached in a
 * bounded number of variants, whatever Accept-Language a crowd (or a crawler) sends. A region not
 * listed falls back to its language ('de-LU' reads as 'de').
 */
export const SUPPORTED_LOCALES = [
  'en-GB',
  'en-US',
  'en-AU',
  'en-CA',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-ZA',
  'en',
  'de',
  'de-AT',
  'de-CH',
  'fr',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'it',
  'es',
  'es-MX',
  'nl',
  'nl-BE',
  'pt',
  'pt-BR',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'ja',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const BY_LOWER_CASE = new Map<string, SupportedLocale>(
  SUPPORTED_LOCALES.map((locale) => [locale.toLowerCase(), locale]),
);

/** The longest an Accept-Language header is read: a real browser sends a few dozen characters. */
const MAX_HEADER_LENGTH = 512;

/**
 * The supported locale a reader prefers, from an Accept-Language header (RFC 9110 §12.5.4): tags in
 * order of their q-values (q=0 is refused), each matched exactly, else by its language; nothing
 * supported (or no header, as crawlers send) is DEFAULT_LOCALE.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): SupportedLocale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .slice(0, MAX_HEADER_LENGTH)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim().toLowerCase(), weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((range) => range.weight > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(range.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = BY_LOWER_CASE.get(tag) ?? BY_LOWER_CASE.get(tag.split('-')[0]!);
    if (exact) return exact;
  }
  return DEFAULT_LOCALE;
}

/** A recorded locale (a member's), if it is still one the API writes in; else DEFAULT_LOCALE. */
export const supportedLocale = (locale: string | null | undefined): SupportedLocale =>
  (locale && BY_LOWER_CASE.get(locale.toLowerCase())) || DEFAULT_LOCALE;

type Style = 'day' | 'moment' | 'momentWithTime' | 'month';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  // A calendar day names the same day in every time zone: read and written in UTC.
  day: { dateStyle: 'medium', timeZone: 'UTC' },
  moment: { dateStyle: 'medium' },
  momentWithTime: { dateStyle: 'medium', timeStyle: 'short' },
  month: { month: 'long', year: 'numeric' },
};

// Building an Intl.DateTimeFormat costs far more than using one: one per locale, zone and style.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${style}|${locale ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options = { ...OPTIONS[style] };
    if (timeZone && style !== 'day') options.timeZone = timeZone;
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

function parse(value: string | Date): { date: Date; calendarDay: boolean } | null {
  const calendarDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = value instanceof Date ? value : new Date(calendarDay ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

/** Where the reader's locale and clock come from: the browser's when left out. */
export interface DateLocale {
  locale?: string;
  /** A moment is shown on this zone's day; the browser's own when left out (the API says 'UTC'). */
  timeZone?: string;
}

/**
 * A calendar day ('2025-09-03') or a moment (an ISO instant, a Date) in the reader's locale, medium
 * length. An empty or unreadable value is a dash, never 'Invalid Date'.
 */
export function formatDate(
  value: string | Date | null | undefined,
  { locale, timeZone }: DateLocale = {},
): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return '—';
  return formatter(parsed.calendarDay ? 'day' : 'moment', locale, timeZone).format(parsed.date);
}

/** A moment with its time, as a conversation shows when each comment was written. */
export function formatDateTime(
  value: string | Date | null | undefined,
  { locale, timeZone }: DateLocale = {},
): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return '—';
  return formatter('momentWithTime', locale, timeZone).format(parsed.date);
}

/** 'March 2024': how long someone has been a member. */
export function formatMonthYear(
  value: string | Date | null | undefined,
  { locale, timeZone }: DateLocale = {},
): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return '—';
  return formatter('month', locale, timeZone).format(parsed.date);
}
