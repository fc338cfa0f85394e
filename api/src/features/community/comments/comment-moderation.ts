import type { Db } from '../../../db/database.js';
import type { CommentModeration } from '@vg/contract';

export const ADMIN_HID_IT = 'A moderator hid this comment; only a moderator can show it again.';

/**
 * Hides a comment (`hider`) or shows it again (null). An administrator's hiding also resolves the
 * open reports about it ("actioned"); a keeper's leaves them for the moderators. When nobody had
 * reported it, the administrator's hiding is recorded as an entry acted on, so that the Reports
 * screen can find it again and restore it (docs/product.md#moderation).
 */
export async function setCommentHidden(
  db: Db,
  comment: {
    id: string;
    hidden_at: Date | null;
    hidden_by_role: string | null;
    author_id: string | null;
    vehicle_id: string;
  },
  hider: { by: string; role: 'owner' | 'admin' } | null,
): Promise<CommentModeration> {
  return db.transaction().execute(async (trx) => {
    if (hider && !comment.hidden_at)
      await trx
        .updateTable('comments')
        .set({ hidden_at: new Date(), hidden_by: hider.by, hidden_by_role: hider.role })
        .where('id', '=', comment.id)
        .execute();
    else if (hider?.role === 'admin')
      // Already hidden by the keeper: the moderator's decision takes it over.
      await trx
        .updateTable('comments')
        .set({ hidden_by: hider.by, hidden_by_role: 'admin' })
        .where('id', '=', comment.id)
        .execute();
    else if (!hider)
      await trx
        .updateTable('comments')
        .set({ hidden_at: null, hidden_by: null, hidden_by_role: null })
        .where('id', '=', comment.id)
        .execute();
    const resolved =
      hider?.role === 'admin'
        ? await trx
            .updateTable('content_reports')
            .set({ status: 'actioned', resolved_by: hider.by, resolved_at: new Date() })
            .where('comment_id', '=', comment.id)
            .where('status', '=', 'open')
            .returning('id')
            .execute()
        : [];
    if (hider?.role === 'admin' && comment.hidden_by_role !== 'admin' && resolved.length === 0)
      await trx
        .insertInto('content_reports')
        .values({
          reporter_id: hider.by,
          target: 'comment',
          comment_id: comment.id,
          vehicle_id: comment.vehicle_id,
          reported_user_id: comment.author_id,
          reason: 'other',
          status: 'actioned',
          by_moderator: true,
          resolved_by: hider.by,
          resolved_at: new Date(),
        })
        .execute();
    return { id: comment.id, hidden: hider !== null, resolvedReports: resolved.length };
  });
}
