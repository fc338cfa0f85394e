import { defineRoutes } from './route-spec.js';

export const accountRouteTable = defineRoutes({});
