import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/database.js';
import type { UserRow } from '../../../db/schema.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import type { CommentModeration } from '@vg/contract';
import type { CommentRow } from '../tables.js';
import { COMMENT_NOT_FOUND, findComment } from './comment-store.js';

/**
 * POST /comments/:id/hide and /restore, the car's keeper's moderation: both answer the same way and
 * both may be called only by the keeper of the comment's car, on a comment not deleted (anyone
 * else: 404, as if it were not there). That check lives here once so the two cannot drift apart;
 * each endpoint says only what it changes.
 */
export const keeperModerationRoute =
  (moderation: {
    key: 'POST /comments/:id/hide' | 'POST /comments/:id/restore';
    moderate: (db: Db, comment: CommentRow, keeper: UserRow) => Promise<CommentModeration>;
  }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...fromTable(app, moderation.key),
      onRequest: authenticate,
      handler: async (request) => {
        const keeper = currentUser(request);
        const { comment, car } = await findComment(app.db, request.params.id);
        if (car.user_id !== keeper.id || comment.deleted_at) throw notFound(COMMENT_NOT_FOUND);
        return { data: await moderation.moderate(app.db, comment, keeper) };
      },
    });
  };
