import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { DataOf, IdParams, ReportInput, ReportReceipt, withErrors } from '@vg/contract';
import { COMMENT_NOT_FOUND, authorIsActive, findComment } from '../comments/comment-store.js';
import { fileReport } from './report-store.js';

/** POST /comments/:id/report (a member, not its author): tell the moderators, with a reason. */
export const reportCommentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/comments/:id/report',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: 'Report a comment to the moderators (spam, abuse, off-topic, misleading, other)',
        security: [{ bearer: [] }],
        params: IdParams,
        body: ReportInput,
        response: withErrors({ 200: DataOf(ReportReceipt) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { comment, car } = await findComment(app.db, request.params.id);
      // What the reporter cannot see they cannot report: hidden (unless it is their car), deleted,
      // or written by a suspended member.
      const visible =
        !comment.deleted_at &&
        (!comment.hidden_at || car.user_id === user.id) &&
        (await authorIsActive(app.db, comment.author_id));
      if (!visible) throw notFound(COMMENT_NOT_FOUND);
      if (comment.author_id === user.id)
        throw unprocessable({ id: 'You cannot report your own comment.' });
      await app.rateLimiters.reportsPerMember.consume(`report:${user.id}`);
      const receipt = await fileReport(app.db, {
        reporterId: user.id,
        target: 'comment',
        commentId: comment.id,
        vehicleId: car.id,
        reportedUserId: comment.author_id,
        ...request.body,
      });
      return { data: receipt };
    },
  );
};
