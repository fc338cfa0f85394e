import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { VehicleIdParams } from '../../garage/common.js';
import { OwnershipInput, OwnershipPeriod } from '../../garage/provenance.js';
import { defineRoutes } from '../route-spec.js';

// The provenance timeline: who kept the vehicle, where, from when to when, and how it came to them.

export const provenanceRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/ownership': {
    tags: ['provenance'],
    summary: "A vehicle's ownership periods, oldest first",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(OwnershipPeriod) }),
  },
  'POST /vehicles/:vehicleId/ownership': {
    tags: ['provenance'],
    summary: 'Add an ownership period',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: OwnershipInput,
    response: withErrors({ 201: DataOf(OwnershipPeriod) }),
  },
  'PUT /ownership/:id': {
    tags: ['provenance'],
    summary: 'Replace an ownership period',
    security: [{ bearer: [] }],
    params: IdParams,
    body: OwnershipInput,
    response: withErrors({ 200: DataOf(OwnershipPeriod) }),
  },
  'DELETE /ownership/:id': {
    tags: ['provenance'],
    summary: 'Delete an ownership period',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
});
