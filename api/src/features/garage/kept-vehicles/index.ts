import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getKeptVehicleRoute } from './get-kept-vehicle.js';
import { listKeptVehiclesRoute } from './list-kept-vehicles.js';

/** "Cars I have kept": the history of each car the member handed over (docs/product.md#hand-over). */
export const keptVehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [listKeptVehiclesRoute, getKeptVehicleRoute]) {
    await app.register(route);
  }
};
