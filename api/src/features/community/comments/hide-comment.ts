import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { CommentModeration, DataOf, IdParams, withErrors } from '@vg/contract';
import { COMMENT_NOT_FOUND, findComment } from './comment-store.js';
import { setCommentHidden } from './comment-moderation.js';

/**
 * POST /comments/:id/hide (the car's keeper): the comment, and its replies with it, disappear from
 * the page, every count and the feeds for everyone else; the keeper still sees it, marked hidden.
 */
export const hideCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/comments/:id/hide',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: "Hide a comment on my car from everyone else (the car's keeper)",
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(CommentModeration) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { comment, car } = await findComment(app.db, request.params.id);
      if (car.user_id !== user.id || comment.deleted_at) throw notFound(COMMENT_NOT_FOUND);
      return { data: await setCommentHidden(app.db, comment, { by: user.id, role: 'owner' }) };
    },
  );
};
