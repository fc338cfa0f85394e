import { Type } from '@sinclair/typebox';
import { KeptVehicle, KeptVehicleDetail } from '../../garage/kept-vehicles.js';
import { DataOf, IdParams, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// The cars a member handed over, each with its history up to the sale.

export const keptVehicleRouteTable = defineRoutes({
  'GET /kept-vehicles': {
    tags: ['hand-overs'],
    summary: 'Cars I have kept: the cars the caller handed over, newest sale first',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(Type.Array(KeptVehicle)) }),
  },
  'GET /kept-vehicles/:id': {
    tags: ['hand-overs'],
    summary: "A kept car's read-only history, as it stood on the day of the sale",
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(KeptVehicleDetail) }),
  },
});
