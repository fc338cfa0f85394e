import { notFound, unprocessable } from '../../../http/errors.js';
import { COMMENT_NOT_FOUND, authorIsActive, findComment } from '../comments/comment-store.js';
import { reportRoute } from './report-route.js';

/** POST /comments/:id/report (a member, not its author): tell the moderators, with a reason. */
export const reportCommentRoute = reportRoute({
  key: 'POST /comments/:id/report',
  findSubject: async (db, id, reporter) => {
    const { comment, car } = await findComment(db, id);
    // What the reporter cannot see they cannot report: hidden (unless it is their car), deleted,
    // or written by a suspended member.
    const visible =
      !comment.deleted_at &&
      (!comment.hidden_at || car.user_id === reporter.id) &&
      (await authorIsActive(db, comment.author_id));
    if (!visible) throw notFound(COMMENT_NOT_FOUND);
    if (comment.author_id === reporter.id)
      throw unprocessable({ id: 'You cannot report your own comment.' });
    return {
      target: 'comment',
      commentId: comment.id,
      vehicleId: car.id,
      reportedUserId: comment.author_id,
    };
  },
});
