import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { CONDITION_REPORT_NOT_FOUND, followLatestReport } from './condition-store.js';

/** Deleting the latest report gives the car the condition of the one before. */
export const deleteConditionReportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /condition-reports/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('condition_reports')
          .where('id', '=', request.params.id)
          .where('user_id', '=', me.id)
          .returning('vehicle_id')
          .executeTakeFirst();
        if (!deleted) throw notFound(CONDITION_REPORT_NOT_FOUND);
        await followLatestReport(trx, me.id, deleted.vehicle_id);
      });
      return reply.code(204).send(null);
    },
  });
};
