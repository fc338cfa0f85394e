import type { ImportLayout, ImportPreview } from '@vg/contract';

// What the import screen says of a file and its counts (docs/product.md#importing-history).

export const LAYOUT_WORDS: Record<ImportLayout, string> = {
  spreadsheet: 'A spreadsheet: check how its columns are read.',
  'lubelogger-service': 'A LubeLogger export of service, repair or upgrade records.',
  'lubelogger-fuel': 'A LubeLogger export of fuel records.',
  'lubelogger-tax': 'A LubeLogger export of tax records.',
  'lubelogger-supply': 'A LubeLogger export of supplies.',
  'lubelogger-odometer': 'A LubeLogger export of odometer records.',
};

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** '3 maintenance records, 1 cost of keeping' (only the kinds there are). */
export function countsWords(counts: ImportPreview['counts']): string {
  const parts = [
    counts.maintenance && plural(counts.maintenance, 'maintenance record', 'maintenance records'),
    counts.modification && plural(counts.modification, 'modification', 'modifications'),
    counts.cost && plural(counts.cost, 'cost of keeping', 'costs of keeping'),
    counts.fuel && plural(counts.fuel, 'fill-up', 'fill-ups'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Nothing new to add';
}

export const toWrite = (counts: ImportPreview['counts']) =>
  counts.maintenance + counts.modification + counts.cost + counts.fuel;

export const rowsWord = (count: number) => plural(count, 'row', 'rows');
