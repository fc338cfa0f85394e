import type { Db } from '../../../db/database.js';
import { isoDate } from '../common/dates.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { authorshipOf, letInColumn } from './recorded-by.js';
import type { MaintenanceRecord, PartSource } from '@vg/contract';

// The read side of maintenance records: what a record's answer selects and how it maps. Writes are
// in save-maintenance.ts.

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** Records with what a list shows of their vehicle; scope with `.where('maintenance_records.user_id', ...)`. */
export function selectMaintenance(db: Db) {
  return db
    .selectFrom('maintenance_records')
    .innerJoin('vehicles', 'vehicles.id', 'maintenance_records.vehicle_id')
    .selectAll('maintenance_records')
    .select([
      isoDate('maintenance_records.performed_on').as('performed_on_text'),
      'vehicles.model_year',
      'vehicles.make',
      'vehicles.model',
      'vehicles.variant',
      'vehicles.odometer_unit',
      letInColumn('maintenance_records'),
    ]);
}

export type MaintenanceRow = Awaited<
  ReturnType<ReturnType<typeof selectMaintenance>['execute']>
>[number];

/** A part as stored; numerics arrive as text from a table and as numbers from JSON. */
export interface PartRow {
  id: string;
  record_id: string;
  description: string;
  part_number: string | null;
  brand: string | null;
  quantity: string | number;
  unit_cost: string | number | null;
  source: PartSource | null;
}

/** One record's answer, from its row and its parts in order. */
export function toMaintenanceRecord(row: MaintenanceRow, parts: PartRow[]): MaintenanceRecord {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleTitle: vehicleTitle(row),
    performedOn: row.performed_on_text ?? row.performed_on,
    odometer: row.odometer,
    odometerUnit: row.odometer_unit,
    category: row.category,
    title: row.title,
    notes: row.notes,
    performedBy: row.performed_by,
    shopName: row.shop_name,
    labourHours: numberOrNull(row.labour_hours),
    partsCost: numberOrNull(row.parts_cost),
    labourCost: numberOrNull(row.labour_cost),
    totalCost: numberOrNull(row.total_cost),
    currency: row.currency,
    parts: parts.map((part) => ({
      id: part.id,
      description: part.description,
      partNumber: part.part_number,
      brand: part.brand,
      quantity: Number(part.quantity),
      unitCost: numberOrNull(part.unit_cost),
      source: part.source,
    })),
    ...authorshipOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Rows to answers, with their parts fetched in one query for the whole page. */
export async function toMaintenanceRecords(
  db: Db,
  rows: MaintenanceRow[],
): Promise<MaintenanceRecord[]> {
  if (rows.length === 0) return [];
  const parts = await db
    .selectFrom('maintenance_parts')
    .selectAll()
    .where(
      'record_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('record_id')
    .orderBy('position')
    .execute();
  const partsByRecord = new Map<string, PartRow[]>();
  for (const part of parts) {
    const recordParts = partsByRecord.get(part.record_id);
    if (recordParts) recordParts.push(part);
    else partsByRecord.set(part.record_id, [part]);
  }
  return rows.map((row) => toMaintenanceRecord(row, partsByRecord.get(row.id) ?? []));
}
