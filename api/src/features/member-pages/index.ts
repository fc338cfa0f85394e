import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dashboardPageRoute } from './dashboard-page-route.js';
import { ownerVehiclePageRoute } from './owner-vehicle-page-route.js';
import { vehiclesPageRoute } from './vehicles-page-route.js';

/**
 * A member's own pages as HTML (docs/adr/0020): the dashboard, the garage and each of the member's cars, rendered from the
 * page session cookie into the host's shell. Registered inside the public pages' plugin, whose
 * reader of that shell they share.
 */
export const memberPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(dashboardPageRoute);
  await app.register(vehiclesPageRoute);
  await app.register(ownerVehiclePageRoute);
};
