// Vehicles, records, reminders and the dashboard.

import { defineRoutes } from './route-spec.js';

export const garageRouteTable = defineRoutes({});
