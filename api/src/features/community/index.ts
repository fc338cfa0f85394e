import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { communityFeedRoute } from './community-feed.js';
import { publicProfileRoute } from './public-profile.js';

/** Community routes, mounted at /api/v1 with their full paths (/users/:username, /community/feed). */
export const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [publicProfileRoute, communityFeedRoute]) {
    await app.register(route);
  }
};
