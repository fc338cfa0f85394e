import type { ReadSheet } from './import-tables.js';

// Text Postgres can keep: no NUL (neither a text column nor jsonb holds one) and no lone half of a
// surrogate pair (jsonb refuses it), so that an odd byte in a keeper's file is a character less,
// never a failed import.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const cleanCell = (cell: string) =>
  cell.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

export function cleanSheet(sheet: ReadSheet): ReadSheet {
  return {
    name: sheet.name === null ? null : cleanCell(sheet.name),
    headers: sheet.headers.map(cleanCell),
    rows: sheet.rows.map((row) => row.map((cell) => cleanCell(cell ?? ''))),
  };
}
