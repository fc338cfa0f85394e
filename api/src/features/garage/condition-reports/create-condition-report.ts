import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { assertDates } from '../common/dates.js';
import { tidyText } from '../common/money-input.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import {
  followLatestReport,
  selectConditionReports,
  toConditionReport,
} from './condition-store.js';

export const createConditionReportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/condition-reports'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      // The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers); the report is the
      // keeper's, and the car's condition follows it.
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const { keeperId } = vehicle;
      const body = request.body;
      assertDates({ date: body.date }, ['date']);
      const report = await app.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('condition_reports')
          .values({
            user_id: keeperId,
            vehicle_id: vehicle.id,
            reported_on: body.date,
            condition: body.condition,
            reported_by: tidyText(body.reportedBy) ?? null,
            notes: tidyText(body.notes) ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await followLatestReport(trx, keeperId, vehicle.id);
        const rows = await selectConditionReports(trx, keeperId, vehicle.id).execute();
        const row = rows.find((candidate) => candidate.id === id)!;
        return toConditionReport(row, rows[0]?.id);
      });
      return reply.code(201).send({ data: report });
    },
  });
};
