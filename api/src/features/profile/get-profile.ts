import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentUser } from '../../http/authenticate.js';
import { toCurrentUser } from '../users/current-user.js';

export const getProfileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /profile/'),
    handler: async (request) => ({ data: toCurrentUser(currentUser(request)) }),
  });
};
