import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { PHOTO_NOT_FOUND, selectPhotos, toOwnedPhoto } from './photo-query.js';
import { fromTable } from '../../../http/route-table.js';

/** A photo's caption, stage, order or the record it illustrates, changed by one who may. */
export const updatePhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /photos/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // A workshop changes only its own photos (vehicle-access.ts).
      const photo = await requireRowAccess(
        app.db,
        'vehicle_photos',
        me.id,
        request.params.id,
        'contribute',
        PHOTO_NOT_FOUND,
      );
      const body = request.body;
      // A photo may illustrate a record of the same vehicle only.
      for (const [field, table] of [
        ['maintenanceRecordId', 'maintenance_records'],
        ['modificationId', 'modifications'],
      ] as const) {
        const recordId = body[field];
        if (!recordId) continue;
        const record = await app.db
          .selectFrom(table)
          .select('id')
          .where('id', '=', recordId)
          .where('vehicle_id', '=', photo.vehicleId)
          .where('user_id', '=', photo.keeperId)
          .executeTakeFirst();
        if (!record) throw unprocessable({ [field]: 'Choose a record of this vehicle.' });
      }
      const changes = {
        ...(body.caption !== undefined ? { caption: body.caption?.trim() || null } : {}),
        ...(body.stage !== undefined ? { stage: body.stage } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.maintenanceRecordId !== undefined
          ? { maintenance_record_id: body.maintenanceRecordId }
          : {}),
        ...(body.modificationId !== undefined ? { modification_id: body.modificationId } : {}),
      };
      // A patch naming no field changes nothing (an empty SET would not be SQL).
      if (Object.keys(changes).length > 0)
        await app.db
          .updateTable('vehicle_photos')
          .set(changes)
          .where('id', '=', photo.rowId)
          .execute();
      const row = await selectPhotos(app.db)
        .where('vehicle_photos.id', '=', photo.rowId)
        .executeTakeFirstOrThrow();
      return { data: toOwnedPhoto(row, app.config.jwtSecret) };
    },
  });
};
