import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors.js';
import { IdParams } from '@vg/contract';

/** GET /api/v1/avatars/:id, public: a new upload gets a new id, so an avatar never changes under its URL. */
export const serveAvatarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    { schema: { tags: ['profile'], summary: 'An avatar image (WebP)', params: IdParams } },
    async (request, reply) => {
      const avatar = await app.db
        .selectFrom('avatars')
        .select(['data', 'content_type'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!avatar) throw notFound('Avatar not found');
      return reply
        .type(avatar.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(Buffer.from(avatar.data));
    },
  );
};
