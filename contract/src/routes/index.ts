import { accountRouteTable } from './account.js';
import { adminRouteTable } from './admin.js';
import { communityRouteTable } from './community.js';
import { garagePublicRouteTable } from './garage-public.js';
import { garageRouteTable } from './garage.js';

export * from './route-spec.js';

/** Every operation of /api/v1 (docs/adr/0017-one-route-table.md). */
export const apiRoutes = {
  ...accountRouteTable,
  ...adminRouteTable,
  ...communityRouteTable,
  ...garageRouteTable,
  ...garagePublicRouteTable,
};
export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes & string;
