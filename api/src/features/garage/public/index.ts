import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findPublicVehiclesRoute } from './find-public-vehicles.js';
import { getPublicVehicleRoute } from './get-public-vehicle.js';
import { getSharedVehicleRoute } from './get-shared-vehicle.js';

/** Readable without signing in: public vehicles by identifier or id, unlisted ones by share link. */
export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [findPublicVehiclesRoute, getPublicVehicleRoute, getSharedVehicleRoute]) {
    await app.register(route);
  }
};
