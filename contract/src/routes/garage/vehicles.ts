import {
  MemberVehiclesParams,
  MemberVehiclesQuery,
  OwnedVehicle,
  PublicVehicle,
  VehicleFields,
  VehicleListQuery,
  VehiclePatch,
  VehicleSummary,
} from '../../garage/vehicles.js';
import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// /vehicles: the owner's cars; a member's public cars.

export const vehicleRouteTable = defineRoutes({
  'GET /vehicles': {
    tags: ['vehicles'],
    summary: "The caller's vehicles: search, filters, sorting, cursor pages",
    security: [{ bearer: [] }],
    querystring: VehicleListQuery,
    response: withErrors({ 200: PageOf(VehicleSummary) }),
  },
  'GET /vehicles/:id': {
    tags: ['vehicles'],
    summary: "One of the caller's vehicles",
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(OwnedVehicle) }),
  },
  'POST /vehicles': {
    tags: ['vehicles'],
    summary: 'Add a vehicle to the garage',
    description:
      'A VIN whose check digit does not add up answers 422 on `identifier`; send `identifierConfirmed: true` to keep it as stamped.',
    security: [{ bearer: [] }],
    body: VehicleFields,
    response: withErrors({ 201: DataOf(OwnedVehicle) }),
  },
  'PATCH /vehicles/:id': {
    tags: ['vehicles'],
    summary: 'Change some fields of a vehicle',
    security: [{ bearer: [] }],
    params: IdParams,
    body: VehiclePatch,
    response: withErrors({ 200: DataOf(OwnedVehicle) }),
  },
  'DELETE /vehicles/:id': {
    tags: ['vehicles'],
    summary: 'Delete a vehicle with its records, photos, reminders, provenance and share links',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
  'GET /users/:username/vehicles': {
    tags: ['vehicles'],
    summary: "A member's public vehicles, newest first (an unknown member has none)",
    params: MemberVehiclesParams,
    querystring: MemberVehiclesQuery,
    response: withErrors({ 200: PageOf(PublicVehicle) }),
  },
});
