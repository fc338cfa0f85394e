import type { Db } from '../../../db/database.js';
import '../collaborators/collaborator-tables.js';

/**
 * The members who keep each car with its keeper, by car: a co-keeper who accepted and whose access
 * has not ended. They keep its calendar too, so a reminder coming due tells them as it tells the
 * keeper; a workshop works on the car but does not keep it, and is not told
 * (docs/product.md#workshops-and-co-keepers).
 */
export async function coKeepersOf(db: Db, vehicleIds: string[]): Promise<Map<string, string[]>> {
  const byCar = new Map<string, string[]>();
  if (vehicleIds.length === 0) return byCar;
  const rows = await db
    .selectFrom('vehicle_collaborators')
    .select(['vehicle_id', 'member_id'])
    .where('vehicle_id', 'in', [...new Set(vehicleIds)])
    .where('role', '=', 'co-keeper')
    .where('accepted_at', 'is not', null)
    .where('ended_at', 'is', null)
    .orderBy('accepted_at')
    .execute();
  for (const row of rows)
    byCar.set(row.vehicle_id, [...(byCar.get(row.vehicle_id) ?? []), row.member_id]);
  return byCar;
}
