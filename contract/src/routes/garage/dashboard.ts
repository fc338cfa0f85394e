import { Dashboard, GarageSpending } from '../../garage/dashboard.js';
import { DataOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// The garage at a glance.

export const dashboardRouteTable = defineRoutes({
  'GET /dashboard': {
    tags: ['dashboard'],
    summary:
      'Vehicles with covers, reminders due and overdue, latest records, this year’s spending per vehicle',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(Dashboard) }),
  },
  'GET /dashboard/spending': {
    tags: ['dashboard'],
    summary: 'The garage’s spending per year by car, per currency (work, costs of keeping, fuel)',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(GarageSpending) }),
  },
});
