import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { PHOTO_NOT_FOUND } from './photo-query.js';
import { fromTable } from '../../../http/route-table.js';

/** The owner deletes a photo; if it was the cover, the next photo becomes the cover. */
export const deletePhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /photos/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('vehicle_photos')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(PHOTO_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
