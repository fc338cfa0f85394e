import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { COMMENT_NOT_FOUND } from './comment-store.js';

/**
 * DELETE /comments/:id (its author): the text goes at once. The row stays as a placeholder while
 * replies need their context ("This comment was deleted."), and with it any report about it.
 */
export const deleteCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /comments/:id'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const user = currentUser(request);
      // Deleting one's words works even after the car went private: they are the author's own.
      const deleted = await app.db
        .updateTable('comments')
        .set({ body: null, deleted_at: new Date() })
        .where('id', '=', request.params.id)
        .where('author_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound(COMMENT_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
