import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';
import type { MaintenanceRecord } from '@vg/contract';
import { selectMaintenance, toMaintenanceRecords } from './maintenance-store.js';

export const RECORD_NOT_FOUND = 'Maintenance record not found';

/** One of the caller's records as answered, or 404 whoever else owns it. */
export async function findOwnedMaintenance(
  db: Db,
  userId: string,
  recordId: string,
): Promise<MaintenanceRecord> {
  const row = await selectMaintenance(db)
    .where('maintenance_records.id', '=', recordId)
    .where('maintenance_records.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(RECORD_NOT_FOUND);
  const [record] = await toMaintenanceRecords(db, [row]);
  return record as MaintenanceRecord;
}
