import { badRequest } from '../../../http/errors.js';

/**
 * Keyset cursors: the sort value and id of the last row of a page, opaque to clients. A page
 * costs the same whether it is the first or the fiftieth, unlike an offset.
 */
export type CursorValue = string | number;

export function encodeCursor(sortValue: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([sortValue, id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { sortValue: CursorValue; id: string } | null {
  if (!cursor) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string'
    ) {
      return { sortValue: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('The page cursor is not valid.', { cursor: 'Not a cursor this list issued.' });
}

/** Splits a `limit + 1` fetch into the page and the next cursor. */
export function pageOf<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => string) {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}
