import { DataOf, IdParams, PageOf, withErrors } from '../../http.js';
import { IdentifierKeyParams, PublicVehicleView, ShareTokenParams } from '../../garage/public.js';
import { PublicVehicle } from '../../garage/vehicles.js';
import { defineRoutes } from '../route-spec.js';

// Readable without signing in: public vehicles by identifier or id, unlisted ones by share link.

export const publicVehicleRouteTable = defineRoutes({
  'GET /public/vehicles/by-identifier/:key': {
    tags: ['public'],
    summary: 'Public vehicles whose normalised identifier matches (several makers reuse numbers)',
    params: IdentifierKeyParams,
    response: withErrors({ 200: PageOf(PublicVehicle) }),
  },
  'GET /public/vehicles/:id': {
    tags: ['public'],
    summary: 'A public vehicle with its approved photos, history (without costs) and provenance',
    params: IdParams,
    response: withErrors({ 200: DataOf(PublicVehicleView) }),
  },
  'GET /public/vehicles/by-token/:token': {
    tags: ['public'],
    summary: 'An unlisted or public vehicle through a share link, showing what the link allows',
    params: ShareTokenParams,
    response: withErrors({ 200: DataOf(PublicVehicleView) }),
  },
});
