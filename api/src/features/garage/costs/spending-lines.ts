import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { SpendingLine } from './spending.js';

interface Row {
  vehicle_id: string;
  day: string;
  category: SpendingLine['category'];
  amount: string;
  currency: string | null;
}

/**
 * Every dated amount spent on a member's cars (one car's when `vehicleId` is given): the cost of
 * each maintenance record and modification (work), each cost of keeping (its kind), each priced
 * fill-up (fuel). Work without a date cannot be placed in a year and is left out
 * (docs/product.md#totals).
 */
export async function spendingLines(
  db: Db,
  userId: string,
  vehicleId?: string,
): Promise<SpendingLine[]> {
  const car = (table: string) =>
    vehicleId ? sql`and ${sql.ref(`${table}.vehicle_id`)} = ${vehicleId}` : sql``;
  const { rows } = await sql<Row>`
    select vehicle_id, to_char(performed_on, 'YYYY-MM-DD') as day, 'work' as category,
      total_cost as amount, currency
    from maintenance_records
    where user_id = ${userId} ${car('maintenance_records')} and total_cost is not null
    union all
    select vehicle_id, to_char(performed_on, 'YYYY-MM-DD'), 'work', cost, currency
    from modifications
    where user_id = ${userId} ${car('modifications')} and cost is not null
      and performed_on is not null
    union all
    select vehicle_id, to_char(cost_date, 'YYYY-MM-DD'), kind, amount, currency
    from vehicle_costs
    where user_id = ${userId} ${car('vehicle_costs')}
    union all
    select vehicle_id, to_char(fill_date, 'YYYY-MM-DD'), 'fuel', total_price, currency
    from fuel_fills
    where user_id = ${userId} ${car('fuel_fills')} and total_price is not null`.execute(db);
  return rows.map((row) => ({
    vehicleId: row.vehicle_id,
    date: row.day,
    category: row.category,
    amount: Number(row.amount),
    currency: row.currency,
  }));
}
