import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { maintenanceRoutes } from './records/index.js';
import { reminderRoutes } from './reminders/index.js';
import { vehicleRoutes } from './vehicles/index.js';

/** Garage routes, mounted at /api/v1 (see api/README.md, "Adding a feature"). */
export const garageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [vehicleRoutes, maintenanceRoutes, reminderRoutes]) {
    await app.register(routes);
  }
};
