import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { setSuspension } from './suspension-store.js';

/** An admin lifts an account's suspension. */
export const reinstateUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/users/:id/reinstate'),
    handler: async (request) => setSuspension(app.db, request.params.id, null),
  });
};
