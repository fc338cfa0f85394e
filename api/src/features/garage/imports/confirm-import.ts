import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATE_ORDER_QUESTION } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, unprocessable } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { todayIso } from '../common/dates.js';
import { planOf, rememberColumns, requireOwnedImport, toPreview } from './import-store.js';
import { IMPORT_NOT_A_PREVIEW } from './update-import.js';
import { importedFrom, writeRows } from './write-rows.js';

/**
 * Writes the preview's good rows (docs/product.md#importing-history): a row an earlier import of
 * the car added is not added again, refused rows are left for refused.csv. One transaction, the
 * import's row locked, so confirming twice at once writes once.
 */
export const confirmImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /imports/:importId/confirm'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const found = await requireOwnedImport(app.db, me.id, request.params.importId);
      const plan = planOf(found, found.odometer_unit);
      if (plan.dateOrderNeeded) throw unprocessable({ dateOrder: DATE_ORDER_QUESTION });
      const user = await app.db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', me.id)
        .executeTakeFirst();
      const note = importedFrom(found.file_name, todayIso(), user?.locale ?? null);
      await app.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('imports')
          .select('state')
          .where('id', '=', found.id)
          .forUpdate()
          .executeTakeFirst();
        if (locked?.state !== 'preview') throw new HttpError(409, IMPORT_NOT_A_PREVIEW);
        await writeRows(trx, found, plan.planned, note);
        if (plan.layout === 'spreadsheet')
          await rememberColumns(trx, me.id, plan.sheet, found.settings);
      });
      const row = await requireOwnedImport(app.db, me.id, found.id);
      return { data: await toPreview(app.db, row, plan) };
    },
  });
};
