import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { notify } from '../../notifications/notify.js';
import { endAccessTo } from '../collaborators/collaborator-store.js';
import { loadDossierContent } from '../dossiers/dossier-content.js';
import type { HandOverRow } from './hand-over-store.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';

// What accepting a hand-over does, in the caller's transaction (docs/product.md#hand-over): the
// car and everything below it change keeper through the (vehicle_id, user_id) keys, which follow
// the car; what the seller did not hand over is taken off first.

/** The seller's read-only copy of the history up to the sale, as a dossier with all of it holds it. */
async function keepCopy(trx: Db, row: HandOverRow): Promise<void> {
  const history = await loadDossierContent(trx, row.seller_id, row.vehicle_id, {
    paper: 'A4',
    costs: true,
    notes: true,
    photoIds: [],
    documentIds: [],
    appendDocuments: false,
    costRange: null,
  });
  await trx
    .insertInto('kept_vehicles')
    .values({
      user_id: row.seller_id,
      vehicle_id: row.vehicle_id,
      title: history.vehicle.content.title,
      handed_over_on: row.sold_on as string,
      history: JSON.stringify(history),
    })
    .execute();
}

/** What the car cost stays the seller's: records' costs, costs of keeping, prices, valuations. */
async function leaveCostsBehind(trx: Db, vehicleId: string): Promise<void> {
  const costIds = trx.selectFrom('vehicle_costs').select('id').where('vehicle_id', '=', vehicleId);
  await trx.deleteFrom('reminders').where('cost_id', 'in', costIds).execute();
  await trx.deleteFrom('vehicle_costs').where('vehicle_id', '=', vehicleId).execute();
  await trx.deleteFrom('vehicle_valuations').where('vehicle_id', '=', vehicleId).execute();
  await trx
    .updateTable('fuel_fills')
    .set({ total_price: null, currency: null })
    .where('vehicle_id', '=', vehicleId)
    .execute();
  await trx
    .updateTable('maintenance_records')
    .set({ parts_cost: null, labour_cost: null, total_cost: null, currency: null })
    .where('vehicle_id', '=', vehicleId)
    .execute();
  await trx
    .updateTable('maintenance_parts')
    .set({ unit_cost: null })
    .where(
      'record_id',
      'in',
      trx.selectFrom('maintenance_records').select('id').where('vehicle_id', '=', vehicleId),
    )
    .execute();
  await trx
    .updateTable('modifications')
    .set({ cost: null, currency: null })
    .where('vehicle_id', '=', vehicleId)
    .execute();
}

/** The notes stay the seller's: on records, keepers, costs, fill-ups, valuations and reports. */
async function leaveNotesBehind(trx: Db, vehicleId: string): Promise<void> {
  for (const table of ['maintenance_records', 'ownership_periods', 'condition_reports'] as const)
    await trx.updateTable(table).set({ notes: null }).where('vehicle_id', '=', vehicleId).execute();
  for (const table of ['vehicle_costs', 'fuel_fills', 'vehicle_valuations'] as const)
    await trx.updateTable(table).set({ note: null }).where('vehicle_id', '=', vehicleId).execute();
}

/**
 * The seller's keeping ends on the day of the sale and the buyer's begins: the open period is
 * closed (or, when the seller recorded none, theirs is added from the day they bought it), and the
 * buyer's is opened. Periods are titled by how a keeper came to the car, never by who they are.
 */
async function changeKeepers(trx: Db, vehicleId: string, soldOn: string, sellerId: string) {
  const open = await trx
    .selectFrom('ownership_periods')
    .select('id')
    .where('vehicle_id', '=', vehicleId)
    .where('to_date', 'is', null)
    .orderBy('from_date', (order) => order.desc().nullsLast())
    .executeTakeFirst();
  if (open) {
    await trx
      .updateTable('ownership_periods')
      .set({ to_date: soldOn, to_precision: 'day' })
      .where('id', '=', open.id)
      .execute();
  } else {
    const car = await trx
      .selectFrom('vehicles')
      .select(sql<string | null>`purchase_date::text`.as('purchase_date'))
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ownership_periods')
      .values({
        user_id: sellerId,
        vehicle_id: vehicleId,
        acquisition: 'purchase',
        from_date: car.purchase_date,
        from_precision: car.purchase_date ? 'day' : null,
        to_date: soldOn,
        to_precision: 'day',
      })
      .execute();
  }
  await trx
    .insertInto('ownership_periods')
    .values({
      user_id: sellerId,
      vehicle_id: vehicleId,
      acquisition: 'purchase',
      from_date: soldOn,
      from_precision: 'day',
    })
    .execute();
}

/**
 * Moves the car to `buyerId` with what the seller chose, and tells both. Followers, admirers and
 * comments stay with the car (they name the car, not its keeper); share links and workshops' and
 * co-keepers' access end; the seller's
 * dossiers stay theirs and still verify.
 */
export async function handOverCar(trx: Db, row: HandOverRow, buyerId: string): Promise<void> {
  const vehicleId = row.vehicle_id;
  const soldOn = row.sold_on as string;
  if (row.keep_copy) await keepCopy(trx, row);
  if (!row.include_costs) await leaveCostsBehind(trx, vehicleId);
  if (!row.include_notes) await leaveNotesBehind(trx, vehicleId);
  await trx.deleteFrom('share_links').where('vehicle_id', '=', vehicleId).execute();
  // The new keeper chooses their own workshop: nobody the seller let in keeps access.
  await endAccessTo(trx, vehicleId, 'handed-over');
  await changeKeepers(trx, vehicleId, soldOn, row.seller_id);
  // The buyer bought it on the day of the sale; what the seller paid stays with the seller.
  await trx
    .updateTable('vehicles')
    .set({
      user_id: buyerId,
      purchase_date: soldOn,
      purchase_price: null,
      purchase_currency: null,
      purchase_odometer: null,
      sale_date: null,
      sale_price: null,
      sale_currency: null,
      sale_odometer: null,
      status: sql`case when status = 'sold' then 'active' else status end`,
      updated_at: new Date(),
    })
    .where('id', '=', vehicleId)
    .where('user_id', '=', row.seller_id)
    .execute();
  // Papers carry their keeper apart from the car's key.
  await trx
    .updateTable('vehicle_documents')
    .set({ user_id: buyerId })
    .where('vehicle_id', '=', vehicleId)
    .execute();
  await trx
    .updateTable('hand_overs')
    .set({ accepted_at: new Date(), buyer_id: buyerId })
    .where('id', '=', row.id)
    .execute();
  const title = vehicleTitle(row);
  await notify(trx, row.seller_id, {
    kind: 'vehicle-handed-over',
    title: `Your ${title} is with its new keeper`,
    body: row.keep_copy ? 'Its history up to the sale is under Cars I have kept.' : '',
    link: '/vehicles',
  });
  await notify(trx, buyerId, {
    kind: 'vehicle-handed-over',
    title: `The ${title} is in your garage`,
    body: 'Its history came with it.',
    link: `/vehicles/${vehicleId}`,
    target: { kind: 'vehicle', id: vehicleId },
  });
}
