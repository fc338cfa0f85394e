import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { vehicleRoutes } from './vehicles/index.js';

/** Garage routes, mounted at /api/v1 (see api/README.md, "Adding a feature"). */
export const garageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [vehicleRoutes]) {
    await app.register(routes);
  }
};
