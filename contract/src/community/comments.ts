import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { StringEnum } from '../garage/common.js';
import { FeedMember } from './feed.js';

// Comments on public vehicle pages and showcase entries, with one level of replies
// (docs/product.md#comments). The text is stored as written (light markdown); the screens render
// it without raw HTML.

/** Where a thread lives: under a public vehicle's page, or under its showcase entry. */
export const COMMENT_TARGETS = ['vehicle', 'showcase'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

export const COMMENT_MAX_LENGTH = 5000;

export const CommentBody = Type.String({
  minLength: 1,
  maxLength: COMMENT_MAX_LENGTH,
  errorMessages: {
    minLength: 'Write something before posting.',
    maxLength: `A comment can be at most ${COMMENT_MAX_LENGTH} characters long.`,
  },
});

/** POST /public/vehicles/:id/comments and /showcase/:id/comments (:id is the vehicle's). */
export const CommentInput = Type.Object(
  {
    body: CommentBody,
    /** Answer a top-level comment of the same thread; a reply to a reply is refused (one level). */
    parentId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type CommentInput = Static<typeof CommentInput>;

/** PATCH /comments/:id (its author). */
export const CommentEdit = Type.Object({ body: CommentBody }, { additionalProperties: false });
export type CommentEdit = Static<typeof CommentEdit>;

const CommentFields = {
  id: Type.String(),
  parentId: Nullable(Type.String()),
  /** Null when the author deleted their account: the screens show "deleted member". */
  author: Nullable(FeedMember),
  /** Null once deleted (by its author, or with the author's account): "This comment was deleted." */
  body: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  /** Set when the author changed the text: the screens mark it "edited". */
  editedAt: Nullable(Type.String({ format: 'date-time' })),
  deleted: Type.Boolean(),
  /** Only the car's owner and admins ever see a hidden comment (to restore it); for them it is true. */
  hidden: Type.Boolean(),
  /** What the caller may do with it (all false for a visitor). */
  canEdit: Type.Boolean(),
  canDelete: Type.Boolean(),
  canHide: Type.Boolean(),
  canReport: Type.Boolean(),
};

export const CommentReply = Type.Object(CommentFields);
export type CommentReply = Static<typeof CommentReply>;

/** A top-level comment with its replies, oldest reply first. */
export const Comment = Type.Object({ ...CommentFields, replies: Type.Array(CommentReply) });
export type Comment = Static<typeof Comment>;

/** GET .../comments: top-level comments newest first, with the thread's total for the heading. */
export const CommentsPage = Type.Object({
  data: Type.Array(Comment),
  page: Type.Object({ nextCursor: Nullable(Type.String()) }),
  thread: Type.Object({
    vehicleId: Type.String(),
    target: StringEnum(COMMENT_TARGETS),
    /** Visible comments and replies in the whole thread, not only this page. */
    commentCount: Type.Integer({ minimum: 0 }),
    /** Whether the caller may post here (a visitor is asked to sign in). */
    canComment: Type.Boolean(),
  }),
});
export type CommentsPage = Static<typeof CommentsPage>;

/** The query of GET .../comments. */
export const CommentsQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 300 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type CommentsQuery = Static<typeof CommentsQuery>;

export const REPORT_REASONS = ['spam', 'abuse', 'off-topic', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /comments/:id/report and POST /public/vehicles/:id/report. */
export const ReportInput = Type.Object(
  {
    reason: StringEnum(REPORT_REASONS, {
      errorMessages: { enum: 'Choose why you are reporting this.' },
    }),
    note: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 1000,
          errorMessages: { maxLength: 'The note can be at most 1000 characters long.' },
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type ReportInput = Static<typeof ReportInput>;

/** The answer to a report: received (a second report of the same thing by the same member is the same one). */
export const ReportReceipt = Type.Object({ id: Type.String(), message: Type.String() });
export type ReportReceipt = Static<typeof ReportReceipt>;
