import { requireOwnedRow } from '../common/owned.js';
import { RECORD_NOT_FOUND, findOwnedMaintenance } from './maintenance-record.js';
import { MaintenanceInput, MaintenanceRecord, RecordFilters } from '@vg/contract';
import { filterMaintenance, maintenancePage } from './maintenance-page.js';
import { selectMaintenance } from './maintenance-store.js';
import { deleteOwned, totalsByCurrency, type RecordKind } from './record-kind.js';
import { saveMaintenance } from './save-maintenance.js';

/** Work done on a car, with its parts: the logbook proper. */
export const maintenanceKind: RecordKind<
  typeof MaintenanceRecord,
  typeof MaintenanceInput,
  typeof RecordFilters
> = {
  path: 'maintenance',
  tag: 'maintenance',
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
  notFound: RECORD_NOT_FOUND,
  page: maintenancePage,
  totals: (db, userId, filters) =>
    totalsByCurrency(filterMaintenance(selectMaintenance(db), userId, filters), {
      currency: 'maintenance_records.currency',
      cost: 'maintenance_records.total_cost',
    }),
  find: findOwnedMaintenance,
  create: (db, userId, vehicleId, input) =>
    saveMaintenance(db, { userId, vehicleId, input, recordId: null }),
  replace: async (db, userId, id, input) => {
    const existing = await requireOwnedRow(db, 'maintenance_records', userId, id, RECORD_NOT_FOUND);
    return saveMaintenance(db, {
      userId,
      vehicleId: existing.vehicle_id,
      input,
      recordId: existing.id,
    });
  },
  remove: (db, userId, id) => deleteOwned(db, 'maintenance_records', userId, id),
};
