import { parse } from 'csv-parse/sync';
import type { ReadSheet } from './import-tables.js';

// A CSV of any delimiter: comma, semicolon (what a spreadsheet writes where the comma is the
// decimal mark), tab or pipe, found from the file itself (docs/product.md#importing-history).

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** How often each delimiter occurs outside quotes on each of the first lines. */
function countsPerLine(text: string, delimiter: string, lines: number): number[] {
  const counts: number[] = [];
  let count = 0;
  let quoted = false;
  for (let index = 0; index < text.length && counts.length < lines; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count += 1;
    else if (!quoted && char === '\n') {
      counts.push(count);
      count = 0;
    }
  }
  if (counts.length < lines && count > 0) counts.push(count);
  return counts;
}

/**
 * The delimiter that splits the header and the first rows into the same number of cells, the most
 * of them; a file of one column has none that does, and reads as comma-separated.
 */
export function sniffDelimiter(text: string): string {
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = countsPerLine(text, delimiter, 20).filter((_, index, all) => {
      // A last line without its end may be cut short.
      return index < all.length - 1 || all.length === 1;
    });
    const header = counts[0] ?? 0;
    if (header === 0) continue;
    const same = counts.filter((count) => count === header).length;
    const score = (same / counts.length) * 1000 + header;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/**
 * The header and rows of a CSV's text, short rows kept as they are. Blank lines stay (as empty
 * rows), so that a row's number is the one a spreadsheet opening the file shows.
 */
export function readCsv(text: string): ReadSheet {
  const delimiter = sniffDelimiter(text);
  const records = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    bom: true,
  }) as string[][];
  const [headers = [], ...rows] = records;
  return { name: null, headers: headers.map((header) => header.trim()), rows };
}
