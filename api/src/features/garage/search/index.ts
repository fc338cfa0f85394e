import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchRoute } from './search-route.js';

/** Searching a member's garage by words (docs/product.md#search). */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(searchRoute);
};
