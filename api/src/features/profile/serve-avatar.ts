import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { notFound } from '../../http/errors.js';

/** GET /api/v1/avatars/:id, public: a new upload gets a new id, so an avatar never changes under its URL. */
export const serveAvatarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /avatars/:id'),
    handler: async (request, reply) => {
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
  });
};
