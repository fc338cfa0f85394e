import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { keptHistory, selectKeptVehicles, toKeptVehicle } from './kept-vehicle-store.js';

/** A kept car's history: only for the keeper who handed it over; anyone else's is not found. */
export const getKeptVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /kept-vehicles/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const row = await selectKeptVehicles(app.db, currentUser(request).id)
        .select('history')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('Kept car not found');
      return { data: { ...toKeptVehicle(row), history: keptHistory(row.history) } };
    },
  });
};
