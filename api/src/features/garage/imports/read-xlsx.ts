import ExcelJS from 'exceljs';
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

/** The workbook's sheets with a header, in their order; null when the bytes are no workbook. */
export async function readXlsx(bytes: Buffer): Promise<ReadSheet[] | null> {
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
