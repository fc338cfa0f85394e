import { defineRoutes } from './route-spec.js';

// Photos, provenance, share links, sale dossiers, public car pages and the showcase.
export const garagePublicRouteTable = defineRoutes({});
