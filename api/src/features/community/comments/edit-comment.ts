import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requirePublisher } from '../../../security/verified-publisher.js';
import { fromTable } from '../../../http/route-table.js';
import { checkLinks, commentText } from './comment-policy.js';
import { COMMENT_NOT_FOUND, commentAsShown, findComment } from './comment-store.js';

/** PATCH /comments/:id (its author): change the text; the comment is then marked edited. */
export const editCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /comments/:id'),
    onRequest: authenticate,
    handler: async (request) => {
      const user = currentUser(request);
      const { comment, car } = await findComment(app.db, request.params.id);
      // Someone else's comment is "not found", exactly like one that does not exist.
      if (comment.author_id !== user.id || comment.deleted_at) throw notFound(COMMENT_NOT_FOUND);
      requirePublisher(user);
      const text = commentText(request.body.body);
      if (text !== comment.body) {
        await checkLinks(app.db, user, text);
        await app.db
          .updateTable('comments')
          .set({ body: text, edited_at: new Date() })
          .where('id', '=', comment.id)
          .execute();
      }
      return { data: await commentAsShown(app.db, comment.id, car, user) };
    },
  });
};
