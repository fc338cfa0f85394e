import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { DataOf, IdParams, ModeratedPhoto, PhotoRejection, withErrors } from '@vg/contract';
import { moderatePhoto } from './moderation-store.js';

/** An admin rejects a photo with a reason its owner reads in their notification. */
export const rejectPhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/photos/:id/reject',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a photo with a reason its owner will read',
        security: [{ bearer: [] }],
        params: IdParams,
        body: PhotoRejection,
        response: withErrors({ 200: DataOf(ModeratedPhoto) }),
      },
    },
    async (request) =>
      moderatePhoto(
        app.db,
        app.config.jwtSecret,
        'rejected',
        request.params.id,
        currentUser(request).id,
        request.body.reason.trim(),
      ),
  );
};
