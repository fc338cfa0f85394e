import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { moderatePhoto } from './moderation-store.js';
import { fromTable } from '../../../http/route-table.js';

/** An admin rejects a photo with a reason its owner reads in their notification. */
export const rejectPhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/photos/:id/reject'),
    onRequest: requireAdmin,
    handler: async (request) =>
      moderatePhoto(
        app.db,
        app.config.jwtSecret,
        'rejected',
        request.params.id,
        currentUser(request).id,
        request.body.reason.trim(),
      ),
  });
};
