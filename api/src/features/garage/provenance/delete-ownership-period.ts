import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { PERIOD_NOT_FOUND } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/** The owner deletes one of their ownership periods. */
export const deleteOwnershipPeriodRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /ownership/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('ownership_periods')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(PERIOD_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
