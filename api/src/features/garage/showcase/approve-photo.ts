import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { DataOf, IdParams, ModeratedPhoto, withErrors } from '@vg/contract';
import { moderatePhoto } from './moderation-store.js';

/** An admin approves a photo: public pages show it from now on. */
export const approvePhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/photos/:id/approve',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a photo: it shows on public pages from now on',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(ModeratedPhoto) }),
      },
    },
    async (request) =>
      moderatePhoto(
        app.db,
        app.config.jwtSecret,
        'approved',
        request.params.id,
        currentUser(request).id,
        null,
      ),
  );
};
