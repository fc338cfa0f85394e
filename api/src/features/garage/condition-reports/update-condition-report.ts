import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { assertDates } from '../common/dates.js';
import { tidyText } from '../common/money-input.js';
import {
  CONDITION_REPORT_NOT_FOUND,
  followLatestReport,
  selectConditionReports,
  toConditionReport,
} from './condition-store.js';

/**
 * A report corrected: a new day can make another report the latest, and a new condition on the
 * latest is the car's at once (docs/product.md#valuations-and-condition). The keeper's or a
 * co-keeper's to do (docs/product.md#workshops-and-co-keepers).
 */
export const updateConditionReportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /condition-reports/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const { keeperId } = await requireRowAccess(
        app.db,
        'condition_reports',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        CONDITION_REPORT_NOT_FOUND,
      );
      const body = request.body;
      if (body.date !== undefined) assertDates({ date: body.date }, ['date']);
      const report = await app.db.transaction().execute(async (trx) => {
        const changes = {
          ...(body.date !== undefined && { reported_on: body.date }),
          ...(body.condition !== undefined && { condition: body.condition }),
          ...(body.reportedBy !== undefined && { reported_by: tidyText(body.reportedBy) ?? null }),
          ...(body.notes !== undefined && { notes: tidyText(body.notes) ?? null }),
        };
        // Nothing to change answers the report as it is, as the other keeping records' PATCH do.
        const mine = { id: request.params.id, user_id: keeperId };
        const updated = Object.keys(changes).length
          ? await trx
              .updateTable('condition_reports')
              .set(changes)
              .where('id', '=', mine.id)
              .where('user_id', '=', mine.user_id)
              .returning('vehicle_id')
              .executeTakeFirst()
          : await trx
              .selectFrom('condition_reports')
              .select('vehicle_id')
              .where('id', '=', mine.id)
              .where('user_id', '=', mine.user_id)
              .executeTakeFirst();
        if (!updated) throw notFound(CONDITION_REPORT_NOT_FOUND);
        await followLatestReport(trx, keeperId, updated.vehicle_id);
        const rows = await selectConditionReports(trx, keeperId, updated.vehicle_id).execute();
        return toConditionReport(
          rows.find((row) => row.id === request.params.id)!,
          rows[0]?.id,
        );
      });
      return { data: report };
    },
  });
};
