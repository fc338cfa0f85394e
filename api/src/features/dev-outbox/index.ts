import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOutboxRoute } from './list-outbox.js';
import { viewOutboxRoute } from './view-outbox.js';

/** Development only (not registered in production): the emails the app would have sent, newest first. */
export const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listOutboxRoute);
  await app.register(viewOutboxRoute);
};
