import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';

/** An admin takes a vehicle off the showcase. */
export const removeShowcaseEntryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /admin/showcase/:vehicleId'),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('showcase_entries')
        .where('vehicle_id', '=', request.params.vehicleId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound('This vehicle is not in the showcase');
      return reply.code(204).send(null);
    },
  });
};
