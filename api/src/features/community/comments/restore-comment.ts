import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { CommentModeration, DataOf, IdParams, withErrors } from '@vg/contract';
import { COMMENT_NOT_FOUND, findComment } from './comment-store.js';
import { ADMIN_HID_IT, setCommentHidden } from './comment-moderation.js';

/** POST /comments/:id/restore (the car's keeper): show again a comment they hid. */
export const restoreCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/comments/:id/restore',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: "Show again a comment I hid on my car (the car's keeper)",
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(CommentModeration) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { comment, car } = await findComment(app.db, request.params.id);
      if (car.user_id !== user.id || comment.deleted_at) throw notFound(COMMENT_NOT_FOUND);
      // A moderator's decision is not the keeper's to undo.
      if (comment.hidden_by_role === 'admin') throw unprocessable({ id: ADMIN_HID_IT });
      return { data: await setCommentHidden(app.db, comment, null) };
    },
  );
};
