import { DOCUMENT_KINDS, type DocumentKind, type DocumentPatch } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { isCalendarDay } from '../../../http/calendar.js';
import { unprocessable, type FieldErrors } from '../../../http/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isKind = (value: string): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * An upload's details, from its multipart fields (which no route schema sees), held to the same
 * rules as a PATCH body; every field at fault is named at once.
 */
export function detailsFromFields(fields: Record<string, string>): DocumentPatch {
  const errors: FieldErrors = {};
  const text = (name: string, max: number) => {
    const value = fields[name]?.trim();
    if (!value) return undefined;
    if (value.length > max) errors[name] = `Use at most ${max} characters.`;
    return value;
  };
  const id = (name: string) => {
    const value = fields[name]?.trim();
    if (!value) return undefined;
    if (!UUID.test(value)) errors[name] = 'Choose a record of this vehicle.';
    return value;
  };
  const kind = fields.kind?.trim() || undefined;
  if (kind !== undefined && !isKind(kind))
    errors.kind = `Must be one of: ${DOCUMENT_KINDS.join(', ')}.`;
  const date = fields.date?.trim() || undefined;
  if (date !== undefined && !isCalendarDay(date))
    errors.date = 'Use a date such as 1967-05-31 that the calendar has.';
  const details: DocumentPatch = {
    kind: kind as DocumentKind | undefined,
    title: text('title', 200),
    date,
    note: text('note', 2000),
    maintenanceRecordId: id('maintenanceRecordId'),
    modificationId: id('modificationId'),
    ownershipPeriodId: id('ownershipPeriodId'),
  };
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return details;
}

const LINKS = [
  ['maintenanceRecordId', 'maintenance_records', 'Choose a record of this vehicle.'],
  ['modificationId', 'modifications', 'Choose a modification of this vehicle.'],
  ['ownershipPeriodId', 'ownership_periods', 'Choose a keeper period of this vehicle.'],
] as const;

/** A paper may belong to a record, modification or keeper period of the same car, the keeper's. */
export async function checkLinks(
  db: Db,
  ownerId: string,
  vehicleId: string,
  details: DocumentPatch,
): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, table, message] of LINKS) {
    const id = details[field];
    if (!id) continue;
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('vehicle_id', '=', vehicleId)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** The columns a patch changes; a field left out stays as it is. */
export function detailColumns(details: DocumentPatch) {
  return {
    ...(details.kind !== undefined ? { kind: details.kind } : {}),
    ...(details.title !== undefined ? { title: details.title.trim() } : {}),
    ...(details.date !== undefined ? { document_date: details.date } : {}),
    ...(details.note !== undefined ? { note: details.note?.trim() || null } : {}),
    ...(details.maintenanceRecordId !== undefined
      ? { maintenance_record_id: details.maintenanceRecordId }
      : {}),
    ...(details.modificationId !== undefined ? { modification_id: details.modificationId } : {}),
    ...(details.ownershipPeriodId !== undefined
      ? { ownership_period_id: details.ownershipPeriodId }
      : {}),
  };
}
