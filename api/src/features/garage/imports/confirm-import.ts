import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATE_ORDER_QUESTION } from '@vg/contract/rules';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, unprocessable } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { enqueue } from '../../../jobs/job-runner.js';
import { QUEUES } from '../../../jobs/queues.js';
import { todayIso } from '../common/dates.js';
import { planFor, rememberColumns, requireOwnedImport, toPreview } from './import-store.js';
import { IMPORT_NOT_A_PREVIEW } from './update-import.js';
import { BATCH, importedFrom, writeRows } from './write-rows.js';

/**
 * Writes the preview's good rows (docs/product.md#importing-history): a row an earlier import of
 * the car added is not added again, refused rows are left for refused.csv. The import's row is
 * locked and must still be a preview, so confirming twice at once writes once. A file of one
 * batch is written here, in one transaction (200); a bigger one is marked 'importing' and its job
 * enqueued in that transaction, and written in the background a batch at a time (202,
 * import-job.ts), so a 20,000-row file does not hold the API's database for seconds.
 */
export const confirmImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /imports/:importId/confirm'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const found = await requireOwnedImport(app.db, me.id, request.params.importId);
      const plan = await planFor(app.db, found);
      if (plan.dateOrderNeeded) throw unprocessable({ dateOrder: DATE_ORDER_QUESTION });
      const user = await app.db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', me.id)
        .executeTakeFirst();
      const background = plan.planned.length > BATCH;
      await app.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('imports')
          .select('state')
          .where('id', '=', found.id)
          .forUpdate()
          .executeTakeFirst();
        if (locked?.state !== 'preview') throw new HttpError(409, IMPORT_NOT_A_PREVIEW);
        if (background) {
          await trx
            .updateTable('imports')
            .set({
              state: 'importing',
              imported_at: new Date(),
              rows_done: 0,
              rows_to_do: plan.planned.length,
            })
            .where('id', '=', found.id)
            .execute();
          await enqueue(trx, QUEUES.importWriting, { importId: found.id });
        } else {
          const note = importedFrom(found.file_name, todayIso(), user?.locale ?? null);
          await writeRows(trx, found, plan.planned, note);
        }
        if (plan.layout === 'spreadsheet')
          await rememberColumns(trx, me.id, plan.sheet, found.settings);
      });
      const row = background
        ? {
            ...found,
            ...(await app.db
              .selectFrom('imports')
              .select(['state', 'imported_at', 'rows_done', 'rows_to_do', 'written'])
              .where('id', '=', found.id)
              .executeTakeFirstOrThrow()),
          }
        : await requireOwnedImport(app.db, me.id, found.id);
      return reply.code(background ? 202 : 200).send({ data: await toPreview(app.db, row, plan) });
    },
  });
};
