import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createMaintenanceRoute } from './create-maintenance.js';
import { deleteMaintenanceRoute } from './delete-maintenance.js';
import { getMaintenanceRoute } from './get-maintenance.js';
import { historyCsvRoute } from './history-csv.js';
import { listMaintenanceRoutes } from './list-maintenance.js';
import { listModificationRoutes } from './list-modifications.js';
import { maintenanceTotalsRoute } from './maintenance-totals.js';
import { updateMaintenanceRoute } from './update-maintenance.js';
import { writeModificationRoutes } from './write-modifications.js';

export const maintenanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listMaintenanceRoutes,
    maintenanceTotalsRoute,
    createMaintenanceRoute,
    getMaintenanceRoute,
    updateMaintenanceRoute,
    deleteMaintenanceRoute,
    listModificationRoutes,
    writeModificationRoutes,
    historyCsvRoute,
  ]) {
    await app.register(route);
  }
};
