import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ImportColumns } from '@vg/contract';
import { GARAGE_ONLY_FIELDS } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, unprocessable } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import type { ImportSettings } from './import-tables.js';
import { rememberedColumns, requireOwnedImport, sheetOf, toPreview } from './import-store.js';
import { layoutOf, matchColumns } from './match-columns.js';

export const CAR_COLUMN_OF_A_CAR =
  "This file is imported into one car: its rows need no car column. Import the whole garage's file from the garage page.";

export const IMPORT_NOT_A_PREVIEW =
  'This file has been imported already: undo the import to read it another way.';

/**
 * Changes how the file is read (docs/product.md#importing-history): its columns (a whole garage's
 * file's car column among them), its day order, what its rows become, its costs' currency, its
 * fuel's unit, its sheet. Answers the new preview.
 */
export const updateImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /imports/:importId'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const row = await requireOwnedImport(app.db, me.id, request.params.importId);
      if (row.state !== 'preview') throw new HttpError(409, IMPORT_NOT_A_PREVIEW);
      const patch = request.body;
      const garage = row.vehicle_id === null;
      const settings: ImportSettings = { ...row.settings };
      if (patch.sheet !== undefined && patch.sheet !== settings.sheet) {
        const sheet = row.sheets.find((each) => each.name === patch.sheet);
        if (!sheet)
          throw unprocessable({ sheet: `The workbook has no sheet '${patch.sheet}' with rows.` });
        settings.sheet = sheet.name;
        settings.columns = matchColumns(
          sheet.headers,
          layoutOf(sheet.headers),
          await rememberedColumns(app.db, me.id),
          garage,
        );
      }
      if (patch.columns) {
        const headers = sheetOf(row.sheets, settings).headers;
        const columns: ImportColumns = { ...settings.columns };
        const fields: Record<string, string> = {};
        for (const [field, header] of Object.entries(patch.columns) as [
          keyof ImportColumns,
          string | null,
        ][]) {
          if (!garage && GARAGE_ONLY_FIELDS.includes(field) && header !== null)
            fields[`columns.${field}`] = CAR_COLUMN_OF_A_CAR;
          else if (header !== null && !headers.includes(header))
            fields[`columns.${field}`] = `The file has no column '${header}'.`;
          else if (header === null) delete columns[field];
          else columns[field] = header;
        }
        if (Object.keys(fields).length > 0) throw unprocessable(fields);
        settings.columns = columns;
      }
      if (patch.dateOrder !== undefined) settings.dateOrder = patch.dateOrder;
      if (patch.target !== undefined) settings.target = patch.target;
      if (patch.currency !== undefined) settings.currency = patch.currency;
      if (patch.volumeUnit !== undefined) settings.volumeUnit = patch.volumeUnit;
      const updated = await app.db
        .updateTable('imports')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', row.id)
        .where('state', '=', 'preview')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new HttpError(409, IMPORT_NOT_A_PREVIEW);
      return { data: await toPreview(app.db, { ...row, settings }) };
    },
  });
};
