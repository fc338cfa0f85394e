import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GarageSpending, GarageSpendingYear } from '@vg/contract';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { spendingLines } from '../costs/spending-lines.js';
import { byCurrency, cents } from '../costs/spending.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';

/**
 * GET /dashboard/spending: the garage's spending per year by car, per currency, never converted
 * (docs/product.md#totals). Computed on each ask, like the dashboard.
 */
export const dashboardSpendingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /dashboard/spending'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const [lines, vehicles] = await Promise.all([
        spendingLines(app.db, me.id),
        app.db
          .selectFrom('vehicles')
          .select(['id', 'model_year', 'make', 'model', 'variant'])
          .where('user_id', '=', me.id)
          .orderBy('created_at')
          .execute(),
      ]);
      const groups = new Map<
        string,
        { year: number; currency: string | null; cars: Map<string, number> }
      >();
      for (const line of lines) {
        const year = Number(line.date.slice(0, 4));
        const key = `${year}|${line.currency ?? ''}`;
        const group = groups.get(key) ?? { year, currency: line.currency, cars: new Map() };
        group.cars.set(line.vehicleId, (group.cars.get(line.vehicleId) ?? 0) + cents(line.amount));
        groups.set(key, group);
      }
      const perYear: GarageSpendingYear[] = [...groups.values()]
        .sort((a, b) => a.year - b.year || byCurrency(a.currency, b.currency))
        .map(({ year, currency, cars }) => ({
          year,
          currency,
          total: [...cars.values()].reduce((sum, value) => sum + value, 0) / 100,
          byVehicle: [...cars.entries()].map(([vehicleId, total]) => ({
            vehicleId,
            total: total / 100,
          })),
        }));
      const data: GarageSpending = {
        vehicles: vehicles.map((vehicle) => ({ id: vehicle.id, title: vehicleTitle(vehicle) })),
        perYear,
      };
      return { data };
    },
  });
};
