import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { scanVehicleAfterReading } from '../reminders/reminder-scan.js';
import { fillColumns, raiseReading, selectFills, toFuelFill } from './fuel-store.js';

export const createFuelRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/fuel'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      // The keeper or a co-keeper fills up (docs/product.md#workshops-and-co-keepers); the fill-up is
      // in the keeper's garage.
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const { date, odometer, volume, volumeUnit } = request.body;
      const columns = fillColumns(request.body, null);
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('fuel_fills')
          .values({
            ...columns,
            fill_date: date,
            odometer,
            volume,
            volume_unit: volumeUnit,
            user_id: vehicle.keeperId,
            vehicle_id: vehicle.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (await raiseReading(trx, vehicle.id, odometer))
          await scanVehicleAfterReading(trx, vehicle.id);
        return row.id;
      });
      const row = await selectFills(app.db, vehicle.keeperId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: toFuelFill(row) });
    },
  });
};
