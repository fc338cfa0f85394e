import { MAX_TEXT_CHARS } from './reader-budgets.js';

/** Letters and digits in `text`: how much a page really says, whatever its layout's spaces. */
export const wordCharacters = (text: string | null) => text?.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/**
 * The text as kept for search and the record draft: no control characters but line and page
 * breaks (Postgres text refuses NUL), no trailing spaces, at most one blank line in a row, bounded
 * in length (reader-budgets.ts); null when nothing is left.
 */
export function cleanText(text: string | null): string | null {
  if (text === null) return null;
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
  return cleaned === '' ? null : cleaned;
}
