import type { Db } from '../../../db/database.js';
import { unprocessable } from '../../../http/errors.js';
import { assertDates, isoDate } from '../common/dates.js';
import type { OwnershipInput, OwnershipPeriod } from '@vg/contract';

export const PERIOD_NOT_FOUND = 'Ownership period not found';

function selectPeriods(db: Db) {
  return db
    .selectFrom('ownership_periods')
    .select([
      'id',
      'vehicle_id',
      'owner_name',
      'member_username',
      'place',
      isoDate('from_date').as('from_date'),
      'from_precision',
      isoDate('to_date').as('to_date'),
      'to_precision',
      'acquisition',
      'notes',
    ]);
}

type PeriodRow = Awaited<ReturnType<ReturnType<typeof selectPeriods>['execute']>>[number];

const toPeriod = (row: PeriodRow): OwnershipPeriod => ({
  id: row.id,
  vehicleId: row.vehicle_id,
  ownerName: row.owner_name,
  memberUsername: row.member_username,
  place: row.place,
  fromDate: row.from_date,
  fromPrecision: row.from_precision,
  toDate: row.to_date,
  toPrecision: row.to_precision,
  acquisition: row.acquisition,
  notes: row.notes,
});

/** A vehicle's keepers in the order they had it; undated periods last. */
export async function ownershipTimeline(db: Db, vehicleId: string): Promise<OwnershipPeriod[]> {
  const rows = await selectPeriods(db)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('ownership_periods.from_date', (order) => order.asc().nullsLast())
    .orderBy('created_at')
    .limit(200)
    .execute();
  return rows.map(toPeriod);
}

/** A period just written (its scope was checked by the write). */
export async function ownershipPeriod(db: Db, id: string): Promise<OwnershipPeriod> {
  return toPeriod(await selectPeriods(db).where('id', '=', id).executeTakeFirstOrThrow());
}

export async function ownershipColumns(db: Db, input: OwnershipInput) {
  assertDates({ fromDate: input.fromDate, toDate: input.toDate }, ['fromDate', 'toDate']);
  const ownerName = input.ownerName?.trim() || null;
  let memberUsername = input.memberUsername?.trim() || null;
  if (!ownerName && !memberUsername)
    throw unprocessable({ ownerName: "Give the keeper's name, or a member's username." });
  if (input.fromDate && input.toDate && input.toDate < input.fromDate) {
    throw unprocessable({ toDate: 'The end of a period cannot come before its start.' });
  }
  if (memberUsername) {
    const member = await db
      .selectFrom('users')
      .select('username')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', memberUsername!.toLowerCase()))
      .executeTakeFirst();
    if (!member) throw unprocessable({ memberUsername: 'No member has this username.' });
    memberUsername = member.username;
  }
  return {
    owner_name: ownerName,
    member_username: memberUsername,
    place: input.place?.trim() || null,
    from_date: input.fromDate ?? null,
    from_precision: input.fromDate ? (input.fromPrecision ?? 'day') : null,
    to_date: input.toDate ?? null,
    to_precision: input.toDate ? (input.toPrecision ?? 'day') : null,
    acquisition: input.acquisition ?? null,
    notes: input.notes?.trim() || null,
  };
}
