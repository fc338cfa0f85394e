import type { CostSummary, CostSummaryQuery, OdometerPoint } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { isoDate } from '../common/dates.js';
import { defaultEconomyUnit, fuelEconomy } from '../fuel/fuel-economy.js';
import { selectFills, toFuelFill } from '../fuel/fuel-store.js';
import { selectValuations } from '../valuations/valuation-store.js';
import { spendingLines } from './spending-lines.js';
import {
  cumulativeSpending,
  distanceSpan,
  perDistance,
  spendingPerYear,
  totalsByCurrency,
} from './spending.js';

/**
 * What the keeper's car cost to keep and what it was worth, as totals and as the charts' series
 * (docs/product.md#totals); null when the car is not theirs. The Costs tab and the sale dossier
 * read the same figures.
 */
export async function costSummary(
  db: Db,
  ownerId: string,
  vehicleId: string,
  query: CostSummaryQuery,
): Promise<CostSummary | null> {
  const { from, to } = query;
  const vehicle = await db
    .selectFrom('vehicles')
    .select([
      'id',
      'odometer_unit',
      'odometer_reading',
      'purchase_price',
      'purchase_currency',
      'purchase_odometer',
      'sale_price',
      'sale_currency',
      'sale_odometer',
      isoDate('purchase_date').as('purchase_date'),
      isoDate('sale_date').as('sale_date'),
    ])
    .where('id', '=', vehicleId)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  if (!vehicle) return null;
  const [lines, fills, valuations, readings] = await Promise.all([
    spendingLines(db, ownerId, vehicle.id),
    selectFills(db, ownerId).where('vehicle_id', '=', vehicle.id).execute(),
    selectValuations(db, ownerId)
      .where('vehicle_id', '=', vehicle.id)
      .orderBy('valued_on')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('maintenance_records')
      .select([isoDate('performed_on').as('day'), 'odometer'])
      .where('vehicle_id', '=', vehicle.id)
      .where('user_id', '=', ownerId)
      .where('odometer', 'is not', null)
      .execute(),
  ]);
  const since = vehicle.purchase_date;
  const keeping = since ? lines.filter((line) => line.date >= since) : lines;
  const sincePurchase = totalsByCurrency(keeping);
  const odometer: OdometerPoint[] = [
    ...(vehicle.purchase_date && vehicle.purchase_odometer !== null
      ? [
          {
            date: vehicle.purchase_date,
            odometer: vehicle.purchase_odometer,
            source: 'purchase' as const,
          },
        ]
      : []),
    ...readings.map((row) => ({
      date: row.day as string,
      odometer: row.odometer as number,
      source: 'maintenance' as const,
    })),
    ...fills.map((row) => ({
      date: row.fill_date as string,
      odometer: row.odometer,
      source: 'fuel' as const,
    })),
    ...(vehicle.sale_date && vehicle.sale_odometer !== null
      ? [{ date: vehicle.sale_date, odometer: vehicle.sale_odometer, source: 'sale' as const }]
      : []),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.odometer - b.odometer);
  const unit = query.economy ?? defaultEconomyUnit(vehicle.odometer_unit);
  const money = (amount: string | null) => (amount === null ? null : Number(amount));
  return {
    vehicleId: vehicle.id,
    odometerUnit: vehicle.odometer_unit,
    purchase: {
      date: vehicle.purchase_date,
      price: money(vehicle.purchase_price),
      currency: vehicle.purchase_currency,
      odometer: vehicle.purchase_odometer,
    },
    sale: {
      date: vehicle.sale_date,
      price: money(vehicle.sale_price),
      currency: vehicle.sale_currency,
      odometer: vehicle.sale_odometer,
    },
    sincePurchase,
    perDistance: perDistance(
      sincePurchase,
      distanceSpan(
        since ? odometer.filter((point) => point.date >= since) : odometer,
        vehicle.purchase_odometer,
        vehicle.sale_odometer,
        vehicle.odometer_reading,
      ),
      vehicle.odometer_unit,
    ),
    range:
      from || to
        ? {
            from: from ?? null,
            to: to ?? null,
            totals: totalsByCurrency(
              lines.filter((line) => (!from || line.date >= from) && (!to || line.date <= to)),
            ),
          }
        : null,
    perYear: spendingPerYear(lines),
    cumulative: cumulativeSpending(keeping),
    valuations: valuations.map((row) => ({
      date: row.valued_on as string,
      currency: row.currency,
      amount: Number(row.amount),
      kind: row.kind,
    })),
    odometer,
    economy: fuelEconomy(fills.map(toFuelFill), vehicle.odometer_unit, unit),
  };
}
