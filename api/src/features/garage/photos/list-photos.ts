import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { selectPhotos, toOwnedPhoto } from './photo-query.js';
import { fromTable } from '../../../http/route-table.js';

const MAX_PHOTOS_LISTED = 200;

/** A car's photos, with their moderation state, to all who keep or work on it. */
export const listPhotosRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/photos'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'see');
      const rows = await selectPhotos(app.db)
        .where('vehicle_photos.vehicle_id', '=', vehicle.id)
        .where('vehicle_photos.user_id', '=', vehicle.keeperId)
        .limit(MAX_PHOTOS_LISTED)
        .execute();
      return {
        data: rows.map((row) => toOwnedPhoto(row, app.config.jwtSecret)),
        page: { nextCursor: null },
      };
    },
  });
};
