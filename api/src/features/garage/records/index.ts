import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createRecordRoute } from './create-record.js';
import { deleteRecordRoute } from './delete-record.js';
import { getRecordRoute } from './get-record.js';
import { historyCsvRoute } from './history-csv.js';
import { listRecordsRoute } from './list-records.js';
import { listVehicleRecordsRoute } from './list-vehicle-records.js';
import { maintenanceKind } from './maintenance-kind.js';
import { modificationKind } from './modification-kind.js';
import { recordTotalsRoute } from './record-totals.js';
import { replaceRecordRoute } from './replace-record.js';

const endpoints = [
  listRecordsRoute,
  recordTotalsRoute,
  listVehicleRecordsRoute,
  createRecordRoute,
  getRecordRoute,
  replaceRecordRoute,
  deleteRecordRoute,
];

/** The same endpoints for each kind of record, and the CSV of a vehicle's whole history. */
export const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of [maintenanceKind, modificationKind])
    for (const endpoint of endpoints) await app.register(endpoint(kind));
  await app.register(historyCsvRoute);
};
