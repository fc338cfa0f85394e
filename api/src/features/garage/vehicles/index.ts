import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createVehicleRoute } from './create-vehicle.js';
import { deleteVehicleRoute } from './delete-vehicle.js';
import { getVehicleRoute } from './get-vehicle.js';
import { listVehiclesRoute } from './list-vehicles.js';
import { memberVehiclesRoute } from './member-vehicles.js';
import { updateVehicleRoute } from './update-vehicle.js';

export const vehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listVehiclesRoute,
    getVehicleRoute,
    createVehicleRoute,
    updateVehicleRoute,
    deleteVehicleRoute,
    memberVehiclesRoute,
  ]) {
    await app.register(route);
  }
};
