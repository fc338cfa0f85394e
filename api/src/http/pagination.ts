import { sql, type Expression, type SqlBool } from 'kysely';
import { isCalendarInstant } from './calendar.js';
import { badRequest } from './errors.js';
import { isUuid } from './uuid.js';

export const DEFAULT_PAGE_SIZE = 20;

interface CursorPosition {
  createdAt: Date;
  id: string;
}

/** Opaque keyset cursors: the (created_at, id) of the last row of the previous page. */
export function encodeCursor(row: CursorPosition): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  try {
    const [createdAt, id] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    // Exactly what encodeCursor writes: a forged instant the database cannot read is a 400 (T34).
    if (!isUuid(id) || typeof createdAt !== 'string' || !isCalendarInstant(createdAt))
      throw new Error();
    return { createdAt: new Date(createdAt), id };
  } catch {
    throw badRequest('Invalid cursor.', { cursor: 'Invalid cursor.' });
  }
}

/**
 * Rows after the cursor in `order by created_at desc, id desc`. Pass qualified column names when the
 * query joins tables, e.g. `beforeCursor(cursor, 'feedback.created_at', 'feedback.id')`.
 */
export function beforeCursor(
  cursor: string,
  createdAtColumn = 'created_at',
  idColumn = 'id',
): Expression<SqlBool> {
  const { createdAt, id } = decodeCursor(cursor);
  return sql<SqlBool>`(${sql.ref(createdAtColumn)}, ${sql.ref(idColumn)}) < (${createdAt}, ${id}::uuid)`;
}

/** Fetch `limit + 1` rows; this trims the extra one and answers the list shape with the next cursor. */
export function toPage<Row extends { created_at: Date; id: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
) {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    data: pageRows.map(toItem),
    page: {
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.created_at, id: last.id })
          : null,
    },
  };
}
