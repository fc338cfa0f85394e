import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CostSummary, OdometerPoint } from '@vg/contract';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
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
 * GET /vehicles/:vehicleId/cost-summary: what a car cost to keep and what it was worth, as totals
 * and as the charts' series (docs/product.md#totals). Computed on each ask: it is not one of the
 * answers kept until the garage revision moves (ADR 0019).
 */
export const costSummaryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/cost-summary'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const { from, to } = request.query;
      if (from && to && from > to)
        throw unprocessable({ to: 'End the range on or after its start.' });
      const vehicle = await app.db
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
        .where('id', '=', request.params.vehicleId)
        .where('user_id', '=', me.id)
        .executeTakeFirst();
      if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
      const [lines, fills, valuations, readings] = await Promise.all([
        spendingLines(app.db, me.id, vehicle.id),
        selectFills(app.db, me.id).where('vehicle_id', '=', vehicle.id).execute(),
        selectValuations(app.db, me.id)
          .where('vehicle_id', '=', vehicle.id)
          .orderBy('valued_on')
          .orderBy('created_at')
          .execute(),
        app.db
          .selectFrom('maintenance_records')
          .select([isoDate('performed_on').as('day'), 'odometer'])
          .where('vehicle_id', '=', vehicle.id)
          .where('user_id', '=', me.id)
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
      const unit = request.query.economy ?? defaultEconomyUnit(vehicle.odometer_unit);
      const money = (amount: string | null) => (amount === null ? null : Number(amount));
      const summary: CostSummary = {
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
      return { data: summary };
    },
  });
};
