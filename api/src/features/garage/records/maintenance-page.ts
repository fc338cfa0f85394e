import type { Db } from '../../../db/database.js';
import { beforeDateCursor, encodeCursor, pageOf } from '../common/cursor.js';
import type { RecordFilters } from '@vg/contract';
import { selectMaintenance, toMaintenanceRecords } from './maintenance-store.js';

/** A filter applied the same way to a page of records and to their totals. */
export function filterMaintenance<Query extends ReturnType<typeof selectMaintenance>>(
  query: Query,
  userId: string,
  filters: RecordFilters,
): Query {
  let filtered = query.where('maintenance_records.user_id', '=', userId);
  if (filters.vehicleId)
    filtered = filtered.where('maintenance_records.vehicle_id', '=', filters.vehicleId);
  if (filters.category)
    filtered = filtered.where('maintenance_records.category', '=', filters.category);
  if (filters.from)
    filtered = filtered.where('maintenance_records.performed_on', '>=', filters.from);
  if (filters.to) filtered = filtered.where('maintenance_records.performed_on', '<=', filters.to);
  return filtered as Query;
}

/** One page of the owner's records, newest work first. */
export async function maintenancePage(
  db: Db,
  userId: string,
  filters: RecordFilters,
  cursor: string | undefined,
  limit: number,
) {
  const after = beforeDateCursor(
    cursor,
    'maintenance_records.performed_on',
    'maintenance_records.id',
  );
  const rows = await filterMaintenance(selectMaintenance(db), userId, filters)
    .$if(after !== null, (query) => query.where(after!))
    .orderBy('maintenance_records.performed_on', 'desc')
    .orderBy('maintenance_records.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (row) => encodeCursor(row.performed_on_text ?? '', row.id));
  return { data: await toMaintenanceRecords(db, page.data), page: { nextCursor: page.nextCursor } };
}
