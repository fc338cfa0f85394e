import type { KeptHistory, KeptVehicle } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { isoDate } from '../common/dates.js';
import '../hand-overs/hand-over-tables.js';

/** A member's kept cars, the latest sale first. */
export function selectKeptVehicles(db: Db, userId: string) {
  return db
    .selectFrom('kept_vehicles')
    .select(['id', 'vehicle_id', 'title', 'created_at'])
    .select(isoDate('handed_over_on').as('handed_over_on'))
    .where('user_id', '=', userId)
    .orderBy('handed_over_on', 'desc')
    .orderBy('created_at', 'desc');
}

export const toKeptVehicle = (row: {
  id: string;
  vehicle_id: string;
  title: string;
  handed_over_on: string | null;
  created_at: Date;
}): KeptVehicle => ({
  id: row.id,
  vehicleId: row.vehicle_id,
  title: row.title,
  handedOverOn: row.handed_over_on ?? '',
  keptAt: row.created_at.toISOString(),
});

interface StampedEntry {
  content: Record<string, unknown>;
  enteredAt: string;
}

/**
 * The history as the copy stores it (a dossier's content with everything in it: each entry's
 * printed fields and when it was entered), as the screen reads it: the fields, with `enteredAt`.
 */
export function keptHistory(stored: unknown): KeptHistory {
  const history = stored as {
    vehicle: StampedEntry;
    maintenance: StampedEntry[];
    modifications: StampedEntry[];
    ownership: StampedEntry[];
  };
  const entry = ({ content, enteredAt }: StampedEntry) => ({ ...content, enteredAt });
  return {
    vehicle: history.vehicle.content,
    maintenance: history.maintenance.map(entry),
    modifications: history.modifications.map(entry),
    ownership: history.ownership.map(entry),
  };
}
