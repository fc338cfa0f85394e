import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { CONDITION_REPORT_NOT_FOUND, followLatestReport } from './condition-store.js';

/**
 * Deleting the latest report gives the car the condition of the one before. The keeper's or a
 * co-keeper's to do (docs/product.md#workshops-and-co-keepers).
 */
export const deleteConditionReportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /condition-reports/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const { keeperId } = await requireRowAccess(
        app.db,
        'condition_reports',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        CONDITION_REPORT_NOT_FOUND,
      );
      await app.db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('condition_reports')
          .where('id', '=', request.params.id)
          .where('user_id', '=', keeperId)
          .returning('vehicle_id')
          .executeTakeFirst();
        if (!deleted) throw notFound(CONDITION_REPORT_NOT_FOUND);
        await followLatestReport(trx, keeperId, deleted.vehicle_id);
      });
      return reply.code(204).send(null);
    },
  });
};
