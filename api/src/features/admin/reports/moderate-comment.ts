import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { setCommentHidden } from '../../community/comments/comment-moderation.js';

const ROUTE_OF = {
  hide: 'POST /admin/comments/:id/hide',
  restore: 'POST /admin/comments/:id/restore',
} as const;

/**
 * POST /admin/comments/:id/hide and /restore (admins): a moderator's hiding, which the car's
 * keeper cannot undo; hiding resolves the open reports about the comment.
 */
export const moderateCommentRoute =
  (action: keyof typeof ROUTE_OF): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...fromTable(app, ROUTE_OF[action]),
      handler: async (request) => {
        const admin = currentUser(request);
        const comment = await app.db
          .selectFrom('comments')
          .select(['id', 'hidden_at', 'hidden_by_role', 'author_id', 'vehicle_id'])
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!comment) throw notFound('Comment not found');
        const hider = action === 'hide' ? { by: admin.id, role: 'admin' as const } : null;
        return { data: await setCommentHidden(app.db, comment, hider) };
      },
    });
  };
