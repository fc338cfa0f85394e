import type { ReadSheet } from './import-tables.js';

// A cell a spreadsheet would run as a formula (=HYPERLINK(...), @SUM(...), +cmd|...): a file
// holding one is refused whole, with where it is, and nothing is written (docs/security.md's
// handling of uploads; docs/product.md#importing-history). A number with its sign ('-12.50',
// '+44 20 …') and a note begun with a dash ('- new plugs') are text a keeper writes, not formulas.

const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s.,]|$))/;

export const isFormulaCell = (cell: string) => FORMULA.test(cell);

export interface FormulaCell {
  sheet: string | null;
  row: number;
  column: string;
  cell: string;
}

export function findFormulaCell(sheets: ReadSheet[]): FormulaCell | null {
  for (const sheet of sheets) {
    const headerIndex = sheet.headers.findIndex(isFormulaCell);
    if (headerIndex >= 0)
      return {
        sheet: sheet.name,
        row: 1,
        column: `column ${headerIndex + 1}`,
        cell: sheet.headers[headerIndex]!,
      };
    for (let index = 0; index < sheet.rows.length; index += 1) {
      const cells = sheet.rows[index]!;
      const column = cells.findIndex((cell) => cell && isFormulaCell(cell));
      if (column >= 0)
        return {
          sheet: sheet.name,
          row: index + 2,
          column: sheet.headers[column] ? `'${sheet.headers[column]}'` : `column ${column + 1}`,
          cell: cells[column]!,
        };
    }
  }
  return null;
}

export function formulaMessage(found: FormulaCell): string {
  const shown = found.cell.length > 60 ? `${found.cell.slice(0, 60)}…` : found.cell;
  const where = found.sheet ? `sheet '${found.sheet}', ` : '';
  return (
    `${where}row ${found.row}, ${found.column}: the cell '${shown}' would run as a formula in a spreadsheet. ` +
    `Nothing was imported: remove the formula, or the '${found.cell.trimStart()[0]}' it begins with, and import the file again.`
  );
}
