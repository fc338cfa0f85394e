import { sql, type RawBuilder } from 'kysely';
import { isCalendarDay } from '../../../http/calendar.js';
import { unprocessable } from '../../../http/errors.js';

/**
 * Reads a date column as 'YYYY-MM-DD' text. The pg driver turns `date` into a Date at local
 * midnight, which shifts the day in any time zone west of UTC.
 */
export function isoDate(column: string): RawBuilder<string | null> {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/**
 * Reads a timestamptz(3) column as the text Date.toISOString() gives ('2026-11-21T07:40:12.345Z'),
 * for answers that only pass it on: the database formats it cheaper than the driver parses it.
 */
export function isoTimestamp(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

// The owner's today may already be tomorrow in UTC: the furthest time zone is UTC+14.
const AHEAD_OF_UTC_MS = 14 * 60 * 60 * 1000;
const latestTodayIso = () => new Date(Date.now() + AHEAD_OF_UTC_MS).toISOString().slice(0, 10);

/** Checks the calendar dates of a body; `notFuture` lists fields that must not be after today. */
export function assertDates(
  values: Record<string, string | null | undefined>,
  notFuture: string[] = [],
): void {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (!value) continue;
    if (!isCalendarDay(value)) fields[field] = 'This day does not exist in the calendar.';
    else if (notFuture.includes(field) && value > latestTodayIso())
      fields[field] = 'The date cannot be in the future.';
  }
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
}
