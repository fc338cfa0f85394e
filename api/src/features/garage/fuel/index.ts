import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createFuelRoute } from './create-fuel.js';
import { deleteFuelRoute } from './delete-fuel.js';
import { listFuelRoute } from './list-fuel.js';
import { updateFuelRoute } from './update-fuel.js';

/** A car's fill-ups and the economy between full fills (docs/product.md#fuel). */
export const fuelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [listFuelRoute, createFuelRoute, updateFuelRoute, deleteFuelRoute]) {
    await app.register(route);
  }
};
