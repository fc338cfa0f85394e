import { FuelFill, FuelInput, FuelList, FuelListQuery, FuelPatch } from '../../garage/fuel.js';
import { VehicleIdParams } from '../../garage/common.js';
import { DataOf, IdParams, NoContent, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// A car's fill-ups, and the economy between full fills.

export const fuelRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/fuel': {
    tags: ['fuel'],
    summary: "A car's fill-ups, newest first, with the economy between full fills",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    querystring: FuelListQuery,
    response: withErrors({ 200: DataOf(FuelList) }),
  },
  'POST /vehicles/:vehicleId/fuel': {
    tags: ['fuel'],
    summary: 'Log a fill-up',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: FuelInput,
    response: withErrors({ 201: DataOf(FuelFill) }),
  },
  'PATCH /fuel/:id': {
    tags: ['fuel'],
    summary: 'Change a fill-up',
    security: [{ bearer: [] }],
    params: IdParams,
    body: FuelPatch,
    response: withErrors({ 200: DataOf(FuelFill) }),
  },
  'DELETE /fuel/:id': {
    tags: ['fuel'],
    summary: 'Delete a fill-up',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
});
