import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { CommentModeration, DataOf, IdParams, withErrors } from '@vg/contract';
import { setCommentHidden } from '../../community/comments/comment-moderation.js';

/**
 * POST /admin/comments/:id/hide and /restore (admins): a moderator's hiding, which the car's
 * keeper cannot undo; hiding resolves the open reports about the comment.
 */
export const moderateCommentRoute =
  (action: 'hide' | 'restore'): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `/comments/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            action === 'hide'
              ? 'Hide a comment everywhere (resolves its open reports)'
              : 'Show a hidden comment again',
          security: [{ bearer: [] }],
          params: IdParams,
          response: withErrors({ 200: DataOf(CommentModeration) }),
        },
      },
      async (request) => {
        const admin = currentUser(request);
        const comment = await app.db
          .selectFrom('comments')
          .select(['id', 'hidden_at'])
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!comment) throw notFound('Comment not found');
        const hider = action === 'hide' ? { by: admin.id, role: 'admin' as const } : null;
        return { data: await setCommentHidden(app.db, comment, hider) };
      },
    );
  };
