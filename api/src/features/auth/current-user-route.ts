import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { toCurrentUser } from '../users/current-user.js';

export const currentUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /auth/user'),
    onRequest: authenticate,
    handler: async (request) => ({ data: toCurrentUser(currentUser(request)) }),
  });
};
