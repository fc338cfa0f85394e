import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { PHOTO_NOT_FOUND } from './photo-query.js';
import { fromTable } from '../../../http/route-table.js';
import { requireRowAccess } from '../common/vehicle-access.js';

/** A photo deleted (a workshop: its own); if it was the cover, the next becomes the cover. */
export const deletePhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /photos/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const photo = await requireRowAccess(
        app.db,
        'vehicle_photos',
        currentUser(request).id,
        request.params.id,
        'contribute',
        PHOTO_NOT_FOUND,
      );
      const deleted = await app.db
        .deleteFrom('vehicle_photos')
        .where('id', '=', photo.rowId)
        .where('user_id', '=', photo.keeperId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(PHOTO_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
