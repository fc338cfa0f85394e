import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { selectKeptVehicles, toKeptVehicle } from './kept-vehicle-store.js';

/** The cars the caller handed over, the latest sale first. */
export const listKeptVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /kept-vehicles'),
    onRequest: authenticate,
    handler: async (request) => {
      const rows = await selectKeptVehicles(app.db, currentUser(request).id).execute();
      return { data: rows.map(toKeptVehicle) };
    },
  });
};
