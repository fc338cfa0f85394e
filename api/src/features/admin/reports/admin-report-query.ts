import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AdminReport, ReportStatus } from '@vg/contract';
import { publicPathOf, titleForAdmin } from '../../garage/vehicles/vehicle-mapper.js';

// The moderators' view of reports (docs/product.md#moderation): what was reported (even hidden or
// deleted, since they must read it), by whom, about whom, and that member's record so far. A car
// made private since it was reported is named only "a private car", its number left out of its
// path: admins may not read private cars (docs/security.md, Actors).

function selectReports(db: Db) {
  return db
    .selectFrom('content_reports as r')
    .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('comments as c', 'c.id', 'r.comment_id')
    .leftJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .leftJoin('users as reported', 'reported.id', 'r.reported_user_id')
    .select([
      'r.id',
      'r.target',
      'r.reason',
      'r.note',
      'r.status',
      'r.created_at',
      'r.resolved_at',
      'r.comment_id',
      'r.vehicle_id',
      'r.by_moderator',
      'reporter.id as reporter_id',
      'reporter.username as reporter_username',
      'c.body as comment_body',
      'c.hidden_at as comment_hidden_at',
      'c.deleted_at as comment_deleted_at',
      'c.target as comment_thread',
      'c.created_at as comment_created_at',
      'v.make',
      'v.model',
      'v.variant',
      'v.model_year',
      'v.identifier_key',
      'v.visibility',
      'reported.id as reported_id',
      'reported.username as reported_username',
      'reported.suspended_at as reported_suspended_at',
      'reported.suspension_message as reported_suspension_message',
      'reported.created_at as reported_created_at',
    ])
    .select([
      sql<string>`(select count(*) from content_reports x where x.reported_user_id = r.reported_user_id
        and not x.by_moderator)`.as('report_count'),
      sql<string>`(select count(*) from comments x where x.author_id = r.reported_user_id and x.hidden_at is not null)`.as(
        'hidden_count',
      ),
      sql<string>`(select count(*) from content_reports x where x.status = 'open' and x.id <> r.id
        and x.target = r.target and (x.comment_id = r.comment_id
          or (r.target = 'vehicle' and x.vehicle_id = r.vehicle_id)))`.as('other_open'),
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function toAdminReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    target: row.target,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    byModerator: row.by_moderator,
    reporter:
      row.reporter_id && row.reporter_username
        ? { id: row.reporter_id, username: row.reporter_username }
        : null,
    comment:
      row.comment_id && row.comment_created_at && row.comment_thread
        ? {
            id: row.comment_id,
            body: row.comment_body,
            hidden: row.comment_hidden_at !== null,
            deleted: row.comment_deleted_at !== null,
            thread: row.comment_thread,
            createdAt: row.comment_created_at.toISOString(),
          }
        : null,
    vehicle:
      row.vehicle_id && row.make !== null && row.model !== null && row.visibility
        ? {
            id: row.vehicle_id,
            title: titleForAdmin({
              make: row.make,
              model: row.model,
              variant: row.variant,
              model_year: row.model_year,
              visibility: row.visibility,
            }),
            publicPath: publicPathOf({
              id: row.vehicle_id,
              identifier_key: row.visibility === 'public' ? row.identifier_key : null,
            }),
            visibility: row.visibility,
          }
        : null,
    reportedMember:
      row.reported_id && row.reported_username && row.reported_created_at
        ? {
            id: row.reported_id,
            username: row.reported_username,
            suspended: row.reported_suspended_at !== null,
            suspensionMessage: row.reported_suspension_message,
            reportCount: Number(row.report_count),
            hiddenCommentCount: Number(row.hidden_count),
            memberSince: row.reported_created_at.toISOString(),
          }
        : null,
    otherOpenReports: Number(row.other_open),
  };
}

/** Open reports oldest first (a queue); resolved ones newest first. Offset pages. */
export async function listReports(
  db: Db,
  { status, offset, limit }: { status: ReportStatus; offset: number; limit: number },
) {
  const rows = await selectReports(db)
    .where('r.status', '=', status)
    .orderBy('r.created_at', status === 'open' ? 'asc' : 'desc')
    .orderBy('r.id')
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return { rows: rows.slice(0, limit).map(toAdminReport), more: rows.length > limit };
}

export async function findReport(db: Db, id: string): Promise<AdminReport | undefined> {
  const row = await selectReports(db).where('r.id', '=', id).executeTakeFirst();
  return row && toAdminReport(row);
}
