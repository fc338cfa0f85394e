import type { Db } from '../../../db/database.js';
import type { ReportInput, ReportReceipt } from '@vg/contract';

export const REPORT_RECEIVED = 'Thank you. A moderator will look at it.';

/** What a report is about: the comment or the car, and the member it reports. */
export interface ReportSubject {
  target: 'comment' | 'vehicle';
  commentId: string | null;
  vehicleId: string;
  reportedUserId: string | null;
}

/**
 * Files a report, or answers the reporter's open report about the same thing: reporting twice is
 * one report (the note of the first stays). The reported member is kept on the report so their
 * history survives the comment's deletion.
 */
export async function fileReport(
  db: Db,
  report: { reporterId: string } & ReportSubject & ReportInput,
): Promise<ReportReceipt> {
  const note = report.note?.trim() || null;
  const open = () => {
    let query = db
      .selectFrom('content_reports')
      .select('id')
      .where('reporter_id', '=', report.reporterId)
      .where('status', '=', 'open')
      .where('target', '=', report.target);
    query = report.commentId
      ? query.where('comment_id', '=', report.commentId)
      : query.where('vehicle_id', '=', report.vehicleId);
    return query.executeTakeFirst();
  };
  const existing = await open();
  if (existing) return { id: existing.id, message: REPORT_RECEIVED };
  const inserted = await db
    .insertInto('content_reports')
    .values({
      reporter_id: report.reporterId,
      target: report.target,
      comment_id: report.commentId,
      vehicle_id: report.vehicleId,
      reported_user_id: report.reportedUserId,
      reason: report.reason,
      note,
    })
    // Two clicks at once: the partial unique index keeps one; the loser answers the winner's.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  const id = inserted?.id ?? (await open())?.id;
  if (!id) throw new Error('fileReport: the report is neither new nor open');
  return { id, message: REPORT_RECEIVED };
}
