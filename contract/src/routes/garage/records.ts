import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { PageQuery, VehicleIdParams } from '../../garage/common.js';
import {
  MaintenanceInput,
  MaintenanceRecord,
  Modification,
  ModificationFilters,
  ModificationInput,
  RecordFilters,
  Totals,
} from '../../garage/records.js';
import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// Maintenance and modifications are one stack: the same seven operations for each kind of record,
// written once below and spelled out per kind with its path, words and schemas.

interface RecordKindSpec<Path extends string, Item, Input, Filters> {
  /** The collection's path segment, which is also its OpenAPI tag. */
  path: Path;
  summaries: {
    list: string;
    vehicleList: string;
    totals: string;
    create: string;
    get: string;
    replace: string;
    remove: string;
  };
  createDescription?: string;
  schemas: { item: Item; input: Input; filters: Filters };
}

const bearer = () => [{ bearer: [] }];

/** `{ [key]: value }` with its literal key kept in the type. */
const entry = <const K extends string, V>(key: K, value: V) =>
  ({ [key]: value }) as { [P in K]: V };

function recordRoutes<
  const Path extends string,
  Item extends TSchema,
  Input extends TSchema,
  Filters extends TObject,
>({ path, summaries, createDescription, schemas }: RecordKindSpec<Path, Item, Input, Filters>) {
  const tags = [path];
  return {
    ...entry(`GET /${path}`, {
      tags,
      summary: summaries.list,
      security: bearer(),
      querystring: Type.Composite([schemas.filters, PageQuery]),
      response: withErrors({ 200: PageOf(schemas.item) }),
    }),
    ...entry(`GET /${path}/totals`, {
      tags,
      summary: summaries.totals,
      security: bearer(),
      querystring: schemas.filters,
      response: withErrors({ 200: DataOf(Totals) }),
    }),
    ...entry(`GET /vehicles/:vehicleId/${path}`, {
      tags,
      summary: summaries.vehicleList,
      security: bearer(),
      params: VehicleIdParams,
      querystring: PageQuery,
      response: withErrors({ 200: PageOf(schemas.item) }),
    }),
    ...entry(`POST /vehicles/:vehicleId/${path}`, {
      tags,
      summary: summaries.create,
      ...(createDescription ? { description: createDescription } : {}),
      security: bearer(),
      params: VehicleIdParams,
      body: schemas.input,
      response: withErrors({ 201: DataOf(schemas.item) }),
    }),
    ...entry(`GET /${path}/:id`, {
      tags,
      summary: summaries.get,
      security: bearer(),
      params: IdParams,
      response: withErrors({ 200: DataOf(schemas.item) }),
    }),
    ...entry(`PUT /${path}/:id`, {
      tags,
      summary: summaries.replace,
      security: bearer(),
      params: IdParams,
      body: schemas.input,
      response: withErrors({ 200: DataOf(schemas.item) }),
    }),
    ...entry(`DELETE /${path}/:id`, {
      tags,
      summary: summaries.remove,
      security: bearer(),
      params: IdParams,
      response: withErrors({ 204: NoContent }),
    }),
  };
}

export const recordRouteTable = defineRoutes({
  // Work done on a car, with its parts: the logbook proper.
  ...recordRoutes({
    path: 'maintenance',
    summaries: {
      list: "Every maintenance record across the caller's vehicles, newest first",
      vehicleList: "A vehicle's maintenance records, newest first",
      totals:
        'How many records match the filters of GET /maintenance, and what they cost per currency',
      create: 'Log maintenance work with its parts',
      get: 'One maintenance record with its parts',
      replace: 'Replace a maintenance record and its parts',
      remove: 'Delete a maintenance record and its parts',
    },
    createDescription:
      "A reading lower than an earlier record's answers 422 on `odometer`; send `odometerConfirmed: true` to keep it. " +
      'With `reminderId`, the reminder is completed and, if recurring, the next one scheduled.',
    schemas: { item: MaintenanceRecord, input: MaintenanceInput, filters: RecordFilters },
  }),
  // What was changed from original, planned or done, and whether it can be undone.
  ...recordRoutes({
    path: 'modifications',
    summaries: {
      list: "Every modification across the caller's vehicles, newest first",
      vehicleList: "A vehicle's modifications, newest first",
      totals: 'How many modifications match the filters, and what they cost per currency',
      create: 'Record a modification',
      get: 'One modification',
      replace: 'Replace a modification',
      remove: 'Delete a modification',
    },
    schemas: { item: Modification, input: ModificationInput, filters: ModificationFilters },
  }),
  'GET /vehicles/:vehicleId/history.csv': {
    tags: ['maintenance'],
    summary: "A vehicle's maintenance and modifications as CSV",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: Type.String({ description: 'text/csv' }) }),
  },
});
