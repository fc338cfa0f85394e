import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptHandOverRoute } from './accept-hand-over.js';
import { getHandOverRoute } from './get-hand-over.js';
import { startHandOverRoute } from './start-hand-over.js';
import { withdrawHandOverRoute } from './withdraw-hand-over.js';

/** A car handed to its new keeper with its history (docs/product.md#hand-over). */
export const handOverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    startHandOverRoute,
    getHandOverRoute,
    acceptHandOverRoute,
    withdrawHandOverRoute,
  ]) {
    await app.register(route);
  }
};
