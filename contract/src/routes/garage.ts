import { defineRoutes } from './route-spec.js';

export const garageRouteTable = defineRoutes({});
