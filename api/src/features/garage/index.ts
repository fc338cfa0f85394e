import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarRoutes } from './calendar/index.js';
import { collaboratorRoutes } from './collaborators/index.js';
import { conditionReportRoutes } from './condition-reports/index.js';
import { costRoutes } from './costs/index.js';
import { dashboardRoute } from './dashboard/dashboard-route.js';
import { dashboardSpendingRoute } from './dashboard/spending-route.js';
import { vehicleDocumentRoutes } from './documents/index.js';
import { dossierRoutes } from './dossiers/index.js';
import { fuelRoutes } from './fuel/index.js';
import { importRoutes } from './imports/index.js';
import { handOverRoutes } from './hand-overs/index.js';
import { keptVehicleRoutes } from './kept-vehicles/index.js';
import { vehiclePhotoRoutes } from './photos/index.js';
import { ownershipRoutes } from './provenance/index.js';
import { publicRoutes } from './public/index.js';
import { recordRoutes } from './records/index.js';
import { reminderRoutes } from './reminders/index.js';
import { searchRoutes } from './search/index.js';
import { showcaseAndModerationRoutes } from './showcase/index.js';
import { shareLinkRoutes } from './share-links/index.js';
import { valuationRoutes } from './valuations/index.js';
import { vehicleRoutes } from './vehicles/index.js';

/** Garage routes, mounted at /api/v1 (see api/README.md, "Adding a feature"). */
export const garageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [
    vehicleRoutes,
    recordRoutes,
    reminderRoutes,
    ownershipRoutes,
    shareLinkRoutes,
    publicRoutes,
    vehiclePhotoRoutes,
    vehicleDocumentRoutes,
    showcaseAndModerationRoutes,
    dashboardRoute,
    dossierRoutes,
    searchRoutes,
    dashboardSpendingRoute,
    costRoutes,
    fuelRoutes,
    valuationRoutes,
    conditionReportRoutes,
    calendarRoutes,
    importRoutes,
    handOverRoutes,
    keptVehicleRoutes,
    collaboratorRoutes,
  ]) {
    await app.register(routes);
  }
};
