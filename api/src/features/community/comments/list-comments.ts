import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticateOptional } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import type { CommentTarget } from '@vg/contract';
import { commentThread } from './comment-store.js';
import { THREADS } from './thread.js';

/**
 * GET /public/vehicles/:id/comments and GET /showcase/:id/comments (anyone): a thread, newest
 * comments first with their replies. Visitors read; the caller's token only adds what they may do.
 */
export const listCommentsRoute =
  (target: CommentTarget): FastifyPluginAsyncTypebox =>
  async (app) => {
    const thread = THREADS[target];
    app.route({
      ...fromTable(app, thread.list),
      onRequest: authenticateOptional,
      handler: async (request) => {
        const car = await thread.findCar(app.db, request.params.id);
        const { cursor, limit = 20 } = request.query;
        const viewer = request.auth
          ? { id: request.auth.user.id, isAdmin: request.auth.user.role === 'admin' }
          : null;
        return commentThread(app.db, car, target, viewer, { cursor, limit });
      },
    });
  };
