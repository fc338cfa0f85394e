import { sql, type SqlBool } from 'kysely';
import { badRequest } from '../../../http/errors.js';
import { isCalendarDay, isCalendarInstant } from '../../../http/calendar.js';
import { isUuid } from '../../../http/uuid.js';

/**
 * Keyset cursors: the sort value and id of the last row of a page, opaque to clients. A page
 * costs the same whether it is the first or the fiftieth, unlike an offset.
 */
export type CursorValue = string | number;

export function encodeCursor(sortValue: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([sortValue, id])).toString('base64url');
}

const invalidCursor = () =>
  badRequest('The page cursor is not valid.', { cursor: 'Not a cursor this list issued.' });

/**
 * The position a cursor carries, or 400 when it is not one this list issued. `isSortValue` checks
 * the value fits the sort it is compared with (a date for a date), so the database never sees junk.
 */
export function decodeCursor(
  cursor: string | undefined,
  isSortValue: (value: CursorValue) => boolean = () => true,
): { sortValue: CursorValue; id: string } | null {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
    isSortValue(parsed[0]) &&
    isUuid(parsed[1])
  ) {
    return { sortValue: parsed[0], id: parsed[1] };
  }
  throw invalidCursor();
}

/** An instant the database reads as JavaScript does (docs/security.md, T34). */
export const isIsoTimestamp = (value: CursorValue) =>
  typeof value === 'string' && isCalendarInstant(value);

/** Splits a `limit + 1` fetch into the page and the next cursor. */
export function pageOf<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => string) {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

/**
 * Rows after the cursor in `order by <date> desc, id desc`, for logbooks ordered by the day the
 * work was done. The cursor is `encodeCursor(row.performed_on, row.id)`.
 */
export function beforeDateCursor(cursor: string | undefined, dateColumn: string, idColumn: string) {
  const after = decodeCursor(cursor, (value) => typeof value === 'string' && isCalendarDay(value));
  if (!after) return null;
  return sql<SqlBool>`(${sql.ref(dateColumn)}, ${sql.ref(idColumn)}) < (${after.sortValue}::date, ${after.id}::uuid)`;
}
