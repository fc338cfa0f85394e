import { Valuation, ValuationInput, ValuationPatch } from '../../garage/valuations.js';
import { VehicleIdParams } from '../../garage/common.js';
import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// What a car was worth: agreed values, appraisals, auction estimates, offers.

export const valuationRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/valuations': {
    tags: ['valuations'],
    summary: "A car's valuations, newest first",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(Valuation) }),
  },
  'POST /vehicles/:vehicleId/valuations': {
    tags: ['valuations'],
    summary: 'Record a valuation (optionally with the paper it is written on)',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: ValuationInput,
    response: withErrors({ 201: DataOf(Valuation) }),
  },
  'PATCH /valuations/:id': {
    tags: ['valuations'],
    summary: 'Change a valuation',
    security: [{ bearer: [] }],
    params: IdParams,
    body: ValuationPatch,
    response: withErrors({ 200: DataOf(Valuation) }),
  },
  'DELETE /valuations/:id': {
    tags: ['valuations'],
    summary: 'Delete a valuation',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
});
