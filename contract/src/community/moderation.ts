import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Nullable } from '../http.js';
import { StringEnum } from '../garage/common.js';
import { VISIBILITIES } from '../garage/vehicles.js';
import { COMMENT_TARGETS, REPORT_REASONS } from './comments.js';

// The administrators' reports queue (docs/product.md#moderation). Suspending the author reuses
// POST /admin/users/:id/suspend with reportedMember.id.

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const AdminReportsQuery = Type.Object({
  /** Default 'open', oldest first (the queue); resolved ones newest first. */
  status: Type.Optional(StringEnum(REPORT_STATUSES)),
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});
export type AdminReportsQuery = Static<typeof AdminReportsQuery>;

/** The reported member's record, so a moderator sees a pattern rather than one message. */
export const ReportedMember = Type.Object({
  id: Type.String(),
  username: Type.String(),
  suspended: Type.Boolean(),
  suspensionMessage: Nullable(Type.String()),
  /** Every report ever made about them (this one included), and how many of their comments are hidden. */
  reportCount: Type.Integer({ minimum: 0 }),
  hiddenCommentCount: Type.Integer({ minimum: 0 }),
  memberSince: Type.String({ format: 'date-time' }),
});
export type ReportedMember = Static<typeof ReportedMember>;

export const AdminReport = Type.Object({
  id: Type.String(),
  target: Type.Union([Type.Literal('comment'), Type.Literal('vehicle')]),
  reason: StringEnum(REPORT_REASONS),
  note: Nullable(Type.String()),
  status: StringEnum(REPORT_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
  /**
   * An administrator's own entry for a comment they hid that nobody had reported (the reporter is
   * that administrator): kept under "Acted on" so it can be restored, never counted as a report.
   */
  byModerator: Type.Boolean(),
  /** Null when the reporter has deleted their account since. */
  reporter: Nullable(Type.Object({ id: Type.String(), username: Type.String() })),
  /** The reported comment as written (even hidden or deleted: the moderator must read it). */
  comment: Nullable(
    Type.Object({
      id: Type.String(),
      body: Nullable(Type.String()),
      hidden: Type.Boolean(),
      deleted: Type.Boolean(),
      thread: StringEnum(COMMENT_TARGETS),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
  /** The reported car, or the car the reported comment is on. */
  vehicle: Nullable(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      publicPath: Type.String(),
      visibility: StringEnum(VISIBILITIES),
    }),
  ),
  /** The comment's author or the car's keeper; null once their account is deleted. */
  reportedMember: Nullable(ReportedMember),
  /** Other open reports about the same comment or car. */
  otherOpenReports: Type.Integer({ minimum: 0 }),
});
export type AdminReport = Static<typeof AdminReport>;

/** POST /admin/comments/:id/hide|restore and POST /comments/:id/hide|restore answer the new state. */
export const CommentModeration = Type.Object({
  id: Type.String(),
  hidden: Type.Boolean(),
  /** Open reports about the comment that hiding it resolved ('actioned'). */
  resolvedReports: Type.Integer({ minimum: 0 }),
});
export type CommentModeration = Static<typeof CommentModeration>;
