import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { requirePublisher } from '../../../security/verified-publisher.js';
import { fromTable } from '../../../http/route-table.js';
import type { CommentTarget } from '@vg/contract';
import { notifyComment } from '../community-notifications.js';
import { checkLinks, commentText } from './comment-policy.js';
import { authorIsActive, commentAsShown } from './comment-store.js';
import { THREADS } from './thread.js';

export const REPLY_TO_REPLY = 'Reply to the comment at the top of this conversation instead.';
export const NO_PARENT = 'The comment you are replying to is no longer there.';

/**
 * POST /public/vehicles/:id/comments and POST /showcase/:id/comments (a member): a comment, or a
 * reply to a top-level comment of the same thread. Rate limited per member; a new member's
 * comment may hold one link at most.
 */
export const createCommentRoute =
  (target: CommentTarget): FastifyPluginAsyncTypebox =>
  async (app) => {
    const thread = THREADS[target];
    app.route({
      ...fromTable(app, thread.create),
      onRequest: authenticate,
      handler: async (request, reply) => {
        const user = currentUser(request);
        const car = await thread.findCar(app.db, request.params.id);
        requirePublisher(user);
        const text = commentText(request.body.body);
        let parentAuthorId: string | null = null;
        if (request.body.parentId) {
          const parent = await app.db
            .selectFrom('comments')
            .select(['id', 'parent_id', 'author_id', 'deleted_at', 'hidden_at'])
            .where('id', '=', request.body.parentId)
            .where('vehicle_id', '=', car.id)
            .where('target', '=', target)
            .executeTakeFirst();
          if (
            !parent ||
            parent.deleted_at ||
            parent.hidden_at ||
            !(await authorIsActive(app.db, parent.author_id))
          )
            throw unprocessable({ parentId: NO_PARENT });
          if (parent.parent_id) throw unprocessable({ parentId: REPLY_TO_REPLY });
          parentAuthorId = parent.author_id;
        }
        await checkLinks(app.db, user, text);
        await app.rateLimiters.commentsPerMember.consume(`comment:${user.id}`);
        // Accounts are cheap to make: the address that sends them is counted too (T32).
        await app.rateLimiters.commentsPerAddress.consume(`comment:${request.ip}`);
        const { id } = await app.db
          .insertInto('comments')
          .values({
            vehicle_id: car.id,
            target,
            parent_id: request.body.parentId ?? null,
            author_id: user.id,
            body: text,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await notifyComment(app.db, request.log, {
          actor: user,
          car,
          commentId: id,
          body: text,
          parentAuthorId,
          thread: target,
        });
        return reply.code(201).send({ data: await commentAsShown(app.db, id, car, user) });
      },
    });
  };
