import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { unprocessable } from '../../../http/errors.js';
import type { ReadSheet } from './import-tables.js';

// An Excel workbook (.xlsx), every sheet that holds something, each cell as the text a CSV of it
// would hold (docs/adr/0025). A date cell is a day already: it is written 'YYYY-MM-DD', so no day
// order is ever asked of it. A formula's cell is its last computed value, never the formula.

type CellValue = ExcelJS.CellValue;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: CellValue }).result ?? null);
  if ('hyperlink' in value) return String(value.text ?? '');
  if ('error' in value) return '';
  return '';
}

function readSheet(sheet: ExcelJS.Worksheet): ReadSheet {
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    table[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  const rows = Array.from(table, (row) => row ?? []);
  const [headers = [], ...rest] = rows;
  return { name: sheet.name, headers: headers.map((header) => header.trim()), rows: rest };
}

/** What a workbook may unpack to: its sheets are XML, inflated whole by the reader. */
export const WORKBOOK_MAX_UNPACKED = 200 * 1024 * 1024;

/** How much the ZIP's own directory says its files unpack to; null when it is no ZIP. */
function unpackedSize(bytes: Buffer): Promise<number | null> {
  return new Promise((resolve) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) {
        resolve(null);
        return;
      }
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    }),
  );
}

/** The workbook's sheets with a header, in their order; null when the bytes are no workbook. */
export async function readXlsx(bytes: Buffer, fileName: string): Promise<ReadSheet[] | null> {
  // A workbook that unpacks to far more than any keeper's log (a ZIP bomb) is refused unread.
  const unpacked = await unpackedSize(bytes);
  if (unpacked === null) return null;
  if (unpacked > WORKBOOK_MAX_UNPACKED)
    throw unprocessable({
      file: `“${fileName}” unpacks to more than 200 MB. Save the sheet as CSV and import that.`,
    });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  return workbook.worksheets
    .map(readSheet)
    .filter((sheet) => sheet.headers.some((header) => header !== ''));
}
