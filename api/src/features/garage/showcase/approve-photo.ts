import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { moderatePhoto } from './moderation-store.js';
import { fromTable } from '../../../http/route-table.js';

/** An admin approves a photo: public pages show it from now on. */
export const approvePhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/photos/:id/approve'),
    onRequest: requireAdmin,
    handler: async (request) =>
      moderatePhoto(
        app.db,
        app.config.jwtSecret,
        'approved',
        request.params.id,
        currentUser(request).id,
        null,
      ),
  });
};
