import type { ConditionReport } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { isoDate } from '../common/dates.js';

export const CONDITION_REPORT_NOT_FOUND = 'Condition report not found';

/** A car's reports, the latest (by date, then by entry) first: the first is its condition. */
export function selectConditionReports(db: Db, userId: string, vehicleId: string) {
  return db
    .selectFrom('condition_reports')
    .select([
      'id',
      'vehicle_id',
      isoDate('reported_on').as('reported_on'),
      'condition',
      'reported_by',
      'notes',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('reported_on', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectConditionReports>['execute']>>[number];

export function toConditionReport(row: ReportRow, currentId: string | undefined): ConditionReport {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    date: row.reported_on as string,
    condition: row.condition,
    reportedBy: row.reported_by,
    notes: row.notes,
    current: row.id === currentId,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The car's condition is its latest report's (docs/product.md#valuations-and-condition). With no
 * report left, the condition stays as the keeper last set it. In the caller's transaction: the car
 * and its reports never disagree. A changed car moves the garage revision (ADR 0019).
 */
export async function followLatestReport(trx: Db, userId: string, vehicleId: string) {
  const latest = await selectConditionReports(trx, userId, vehicleId).limit(1).executeTakeFirst();
  if (!latest) return;
  await trx
    .updateTable('vehicles')
    .set({ condition: latest.condition, updated_at: new Date() })
    .where('id', '=', vehicleId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('condition', 'is', null), eb('condition', '!=', latest.condition)]))
    .execute();
}
