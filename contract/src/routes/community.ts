import { defineRoutes } from './route-spec.js';

export const communityRouteTable = defineRoutes({});
