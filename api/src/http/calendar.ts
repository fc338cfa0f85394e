// The days and instants the API takes from a client: real calendar days in the years 1 to 9999,
// which JavaScript and Postgres both read alike. Outside them one or the other fails (Postgres has
// no year 0; JavaScript rolls 2024-02-30 over to March), and a failed read was a 500
// (docs/security.md, T34). Schemas, cursors and body checks all ask here.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
const FIRST_DAY = '0001-01-01';

/** 'YYYY-MM-DD', a day the calendar has (no 2024-02-30, no year 0). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value) || value < FIRST_DAY) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** An RFC 3339 date-time on a calendar day, with a real time of day and offset, in the years 1 to 9999. */
export function isCalendarInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match || !isCalendarDay(match[1] ?? '')) return false;
  const [hours, minutes, seconds, offsetHours = 0, offsetMinutes = 0] = match.slice(2).map(Number);
  if ((hours ?? 24) > 23 || (minutes ?? 60) > 59 || (seconds ?? 60) > 59) return false;
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/**
 * Makes the validator's `date` and `date-time` formats these checks. Given as the validator's
 * onCreate, after its standard formats, which let year 0 through.
 */
export function useCalendarFormats(ajv: {
  addFormat(name: string, format: (value: string) => boolean): unknown;
}): void {
  ajv.addFormat('date', isCalendarDay);
  ajv.addFormat('date-time', isCalendarInstant);
}
