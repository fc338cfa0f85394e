import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
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
      const me = currentUser(request);
      const stored = await app.db
        .selectFrom('fuel_fills')
        .select(['id', 'vehicle_id', 'total_price', 'currency'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id) // another member's fill-up is "not found", not 403
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
      const row = await selectFills(app.db, me.id)
        .where('id', '=', stored.id)
        .executeTakeFirstOrThrow();
      return { data: toFuelFill(row) };
    },
  });
};
