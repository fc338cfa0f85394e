import { requireOwnedRow } from '../common/owned.js';
import { RECORD_NOT_FOUND, findOwnedMaintenance } from './maintenance-record.js';
import type { MaintenanceInput, MaintenanceRecord, RecordFilters } from '@vg/contract';
import { filterMaintenance, maintenancePage } from './maintenance-page.js';
import { selectMaintenance } from './maintenance-store.js';
import { deleteOwned, totalsByCurrency, type RecordKind } from './record-kind.js';
import { saveMaintenance } from './save-maintenance.js';

/** Work done on a car, with its parts: the logbook proper. */
export const maintenanceKind: RecordKind<MaintenanceRecord, MaintenanceInput, RecordFilters> = {
  path: 'maintenance',
  table: 'maintenance_records',
  notFound: RECORD_NOT_FOUND,
  page: maintenancePage,
  totals: (db, userId, filters) =>
    totalsByCurrency(filterMaintenance(selectMaintenance(db), userId, filters), {
      currency: 'maintenance_records.currency',
      cost: 'maintenance_records.total_cost',
    }),
  find: findOwnedMaintenance,
  create: (db, userId, vehicleId, input, enteredBy) =>
    saveMaintenance(db, { userId, enteredBy, vehicleId, input, recordId: null }),
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
