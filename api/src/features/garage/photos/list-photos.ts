import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { selectPhotos, toOwnedPhoto } from './photo-query.js';
import { fromTable } from '../../../http/route-table.js';

const MAX_PHOTOS_LISTED = 200;

/** The owner's photos of a vehicle, with their moderation state. */
export const listPhotosRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/photos'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await selectPhotos(app.db)
        .where('vehicle_photos.vehicle_id', '=', vehicle.id)
        .where('vehicle_photos.user_id', '=', me.id)
        .limit(MAX_PHOTOS_LISTED)
        .execute();
      return {
        data: rows.map((row) => toOwnedPhoto(row, app.config.jwtSecret)),
        page: { nextCursor: null },
      };
    },
  });
};
