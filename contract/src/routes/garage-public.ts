import { dossierRouteTable } from './garage-public/dossiers.js';
import { photoRouteTable } from './garage-public/photos.js';
import { provenanceRouteTable } from './garage-public/provenance.js';
import { publicVehicleRouteTable } from './garage-public/public.js';
import { shareLinkRouteTable } from './garage-public/share-links.js';
import { showcaseRouteTable } from './garage-public/showcase.js';
import { defineRoutes } from './route-spec.js';

// Photos, provenance, share links, sale dossiers, public car pages and the showcase.

export const garagePublicRouteTable = defineRoutes({
  ...provenanceRouteTable,
  ...shareLinkRouteTable,
  ...publicVehicleRouteTable,
  ...photoRouteTable,
  ...showcaseRouteTable,
  ...dossierRouteTable,
});
