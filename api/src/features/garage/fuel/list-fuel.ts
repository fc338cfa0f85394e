import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { defaultEconomyUnit, fuelEconomy } from './fuel-economy.js';
import { selectFills, toFuelFill } from './fuel-store.js';

/** Ten years of weekly fills fit in one answer; the economy needs them all anyway. */
const MAX_LISTED = 1000;

export const listFuelRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/fuel'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // The fuel log is the keeper's and co-keepers' (docs/product.md#workshops-and-co-keepers).
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const rows = await selectFills(app.db, vehicle.keeperId)
        .where('vehicle_id', '=', vehicle.id)
        .orderBy('fill_date', 'desc')
        .orderBy('odometer', 'desc')
        .limit(MAX_LISTED)
        .execute();
      const fills = rows.map(toFuelFill);
      const unit = request.query.economy ?? defaultEconomyUnit(vehicle.odometer_unit);
      return { data: { fills, economy: fuelEconomy(fills, vehicle.odometer_unit, unit) } };
    },
  });
};
