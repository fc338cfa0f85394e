import { defineRoutes } from '../route-spec.js';
import { calendarRouteTable } from './calendar.js';
import { collaboratorRouteTable } from './collaborators.js';
import { conditionReportRouteTable } from './condition-reports.js';
import { costRouteTable } from './costs.js';
import { dashboardRouteTable } from './dashboard.js';
import { documentRouteTable } from './documents.js';
import { dossierRouteTable } from './dossiers.js';
import { fuelRouteTable } from './fuel.js';
import { handOverRouteTable } from './hand-overs.js';
import { keptVehicleRouteTable } from './kept-vehicles.js';
import { importRouteTable } from './imports.js';
import { photoRouteTable } from './photos.js';
import { provenanceRouteTable } from './provenance.js';
import { publicVehicleRouteTable } from './public.js';
import { recordRouteTable } from './records.js';
import { reminderRouteTable } from './reminders.js';
import { searchRouteTable } from './search.js';
import { shareLinkRouteTable } from './share-links.js';
import { showcaseRouteTable } from './showcase.js';
import { valuationRouteTable } from './valuations.js';
import { vehicleRouteTable } from './vehicles.js';

// The garage's operations, one file per folder of api/src/features/garage.

export const garageRouteTable = defineRoutes({
  ...vehicleRouteTable,
  ...dashboardRouteTable,
  ...recordRouteTable,
  ...reminderRouteTable,
  ...photoRouteTable,
  ...documentRouteTable,
  ...searchRouteTable,
  ...provenanceRouteTable,
  ...shareLinkRouteTable,
  ...publicVehicleRouteTable,
  ...showcaseRouteTable,
  ...dossierRouteTable,
  ...costRouteTable,
  ...fuelRouteTable,
  ...valuationRouteTable,
  ...conditionReportRouteTable,
  ...calendarRouteTable,
  ...importRouteTable,
  ...handOverRouteTable,
  ...keptVehicleRouteTable,
  ...collaboratorRouteTable,
});
