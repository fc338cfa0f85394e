import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { moderationRoutes } from './moderation-routes.js';
import { showcaseRoutes } from './showcase-routes.js';

export const showcaseAndModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(showcaseRoutes);
  await app.register(moderationRoutes);
};
