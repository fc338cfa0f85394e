import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { scanVehicleAfterReading } from '../reminders/reminder-scan.js';
import {
  FUEL_NOT_FOUND,
  fillColumns,
  raiseReading,
  selectFills,
  toFuelFill,
} from './fuel-store.js';

export const updateFuelRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /fuel/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      // The keeper's or a co-keeper's to correct (docs/product.md#workshops-and-co-keepers).
      const { keeperId } = await requireRowAccess(
        app.db,
        'fuel_fills',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        FUEL_NOT_FOUND,
      );
      const stored = await app.db
        .selectFrom('fuel_fills')
        .select(['id', 'vehicle_id', 'total_price', 'currency'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', keeperId)
        .executeTakeFirst();
      if (!stored) throw notFound(FUEL_NOT_FOUND);
      const columns = fillColumns(request.body, stored);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('fuel_fills')
          .set({ ...columns, updated_at: new Date() })
          .where('id', '=', stored.id)
          .execute();
        if (
          columns.odometer !== undefined &&
          (await raiseReading(trx, stored.vehicle_id, columns.odometer))
        )
          await scanVehicleAfterReading(trx, stored.vehicle_id);
      });
      const row = await selectFills(app.db, keeperId)
        .where('id', '=', stored.id)
        .executeTakeFirstOrThrow();
      return { data: toFuelFill(row) };
    },
  });
};
