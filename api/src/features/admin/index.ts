import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../http/authenticate.js';
import { feedbackInboxRoutes } from './feedback-inbox.js';
import { listUsersRoute } from './list-users.js';
import { overviewRoute } from './overview.js';
import { suspensionRoutes } from './suspension.js';

/** /api/v1/admin: the role is checked here, once for the whole folder, on the server. */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireAdmin);
  for (const route of [overviewRoute, listUsersRoute, suspensionRoutes, feedbackInboxRoutes]) {
    await app.register(route);
  }
};
