import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { PERIOD_NOT_FOUND, ownershipColumns, ownershipPeriod } from './ownership-store.js';
import { fromTable } from '../../../http/route-table.js';

/** The owner rewrites one of their ownership periods as a whole. */
export const replaceOwnershipPeriodRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PUT /ownership/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const columns = await ownershipColumns(app.db, request.body);
      const updated = await app.db
        .updateTable('ownership_periods')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound(PERIOD_NOT_FOUND);
      return { data: await ownershipPeriod(app.db, request.params.id) };
    },
  });
};
