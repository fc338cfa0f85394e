import { defineRoutes } from './route-spec.js';
import { recordRouteTable } from './garage/records.js';
import { reminderRouteTable } from './garage/reminders.js';
import { vehicleRouteTable } from './garage/vehicles.js';

// Vehicles, records, reminders and the dashboard.

export const garageRouteTable = defineRoutes({
  ...vehicleRouteTable,
  ...recordRouteTable,
  ...reminderRouteTable,
});
