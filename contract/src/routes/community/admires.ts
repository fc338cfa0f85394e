import { AdmireState } from '../../community/social.js';
import { DataOf, IdParams, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// Admiring a public car (docs/product.md#community).

export const admireRouteTable = defineRoutes({
  'PUT /public/vehicles/:id/admire': {
    tags: ['community'],
    summary: 'Admire a public car (once per member; admiring again changes nothing)',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(AdmireState) }),
  },
  'DELETE /public/vehicles/:id/admire': {
    tags: ['community'],
    summary: 'Take back my admire of a public car',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(AdmireState) }),
  },
});
