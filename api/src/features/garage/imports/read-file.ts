import { fileTypeFromBuffer } from 'file-type';
import { IMPORT_WRONG_TYPE } from '@vg/contract/rules';
import { HttpError, unprocessable } from '../../../http/errors.js';
import { cleanSheet } from './clean-cells.js';
import { decodeText } from './decode-text.js';
import { findFormulaCell, formulaMessage } from './formula-cells.js';
import type { ReadSheet } from './import-tables.js';
import { readCsv } from './read-csv.js';
import { readXlsx } from './read-xlsx.js';

// An uploaded file as sheets of text cells: a workbook by its bytes (a ZIP holding a workbook),
// anything else as CSV text if it is text at all; judged by what it is, never by its name.

export interface ReadFile {
  format: 'csv' | 'xlsx';
  sheets: ReadSheet[];
}

const wrongType = (fileName: string) =>
  new HttpError(415, IMPORT_WRONG_TYPE, { file: `${IMPORT_WRONG_TYPE} “${fileName}” is not one.` });

const hasTextMark = (bytes: Buffer) =>
  (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
  (bytes[0] === 0xff && bytes[1] === 0xfe) ||
  (bytes[0] === 0xfe && bytes[1] === 0xff);

export async function readFile(bytes: Buffer, fileName: string): Promise<ReadFile> {
  if (bytes.length === 0)
    throw unprocessable({ file: `This file is empty. “${fileName}” has no content.` });
  const detected = await fileTypeFromBuffer(bytes);
  let read: ReadFile;
  if (detected?.ext === 'xlsx' || detected?.ext === 'zip') {
    const sheets = await readXlsx(bytes, fileName);
    if (!sheets) throw wrongType(fileName);
    read = { format: 'xlsx', sheets };
  } else if (detected && !hasTextMark(bytes) && detected.mime !== 'text/plain') {
    // A byte-order mark says text, whatever a sniffer makes of it (FF FE opens an MPEG frame too).
    throw wrongType(fileName);
  } else {
    const decoded = decodeText(bytes);
    if (!decoded) throw wrongType(fileName);
    read = { format: 'csv', sheets: [readCsv(decoded.text)] };
  }
  const headed = read.sheets.map(cleanSheet).filter((sheet) => sheet.headers.some(Boolean));
  if (headed.length === 0 || headed.every((sheet) => sheet.rows.length === 0))
    throw unprocessable({ file: `“${fileName}” has a header but no rows to import.` });
  const formula = findFormulaCell(headed);
  if (formula) throw unprocessable({ file: formulaMessage(formula) });
  return { ...read, sheets: headed };
}
