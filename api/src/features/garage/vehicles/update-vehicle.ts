import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { isSeenByOthers, requirePublisher } from '../../../security/verified-publisher.js';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { toOwnedVehicle } from './vehicle-mapper.js';
import { toVehicleColumns } from './vehicle-input.js';
import { selectVehicles } from './vehicle-query.js';
import { scanVehicleAfterReading } from '../reminders/reminder-scan.js';

export const updateVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /vehicles/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (isSeenByOthers(request.body.visibility)) requirePublisher(me, 'visibility');
      // A co-keeper may change the car as its keeper may; what changes stays the keeper's.
      const { keeperId } = await requireVehicleAccess(app.db, me.id, id, 'co-keep');
      const stored = await app.db
        .selectFrom('vehicles')
        .select([
          'identifier_kind',
          'identifier',
          'model_year',
          'identifier_check',
          'build_date_precision',
          'sale_currency',
        ])
        .where('id', '=', id)
        .where('user_id', '=', keeperId)
        .executeTakeFirst();
      if (!stored) throw notFound(VEHICLE_NOT_FOUND);
      const columns = toVehicleColumns(request.body, stored);
      if (request.body.coverPhotoId !== undefined) {
        columns.cover_photo_id = await ownPhotoOrNull(request.body.coverPhotoId);
      }
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('vehicles')
          .set({ ...columns, updated_at: new Date() })
          .where('id', '=', id)
          .where('user_id', '=', keeperId)
          .execute();
        // A car made private ends its share links for good: making it unlisted again later must
        // not bring old links back to life (docs/security.md, T13).
        if (columns.visibility === 'private')
          await trx
            .updateTable('share_links')
            .set({ revoked_at: new Date() })
            .where('vehicle_id', '=', id)
            .where('user_id', '=', keeperId)
            .where('revoked_at', 'is', null)
            .execute();
      });
      // A new reading may bring reminders due: checked now, not at the next scheduled scan.
      if (request.body.odometerReading !== undefined) await scanVehicleAfterReading(app.db, id);
      const row = await selectVehicles(app.db, 'owner')
        .where('vehicles.id', '=', id)
        .executeTakeFirstOrThrow();
      return { data: toOwnedVehicle(row, app.config.jwtSecret) };

      async function ownPhotoOrNull(photoId: string | null): Promise<string | null> {
        if (photoId === null) return null;
        const photo = await app.db
          .selectFrom('vehicle_photos')
          .select('id')
          .where('id', '=', photoId)
          .where('vehicle_id', '=', id)
          .where('user_id', '=', keeperId)
          .executeTakeFirst();
        if (!photo) throw unprocessable({ coverPhotoId: 'Choose one of this vehicle’s photos.' });
        return photo.id;
      }
    },
  });
};
