import { Type, type Static } from '@sinclair/typebox';
import { CurrentUser } from './auth.js';
import { Cursor, Nullable } from './http.js';

// The administrators' screens: accounts and their suspension, the overview, the feedback inbox.
// (Photo moderation and the showcase are in ./garage/showcase.ts.)

/** An account as an administrator sees it: the member and whether they are suspended. */
export const AdminUser = Type.Composite([
  CurrentUser,
  Type.Object({
    suspended: Type.Boolean(),
    suspensionMessage: Nullable(Type.String()),
    suspendedAt: Nullable(Type.String()),
  }),
]);
export type AdminUser = Static<typeof AdminUser>;

export const AdminUsersQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;

export const SuspensionBody = Type.Object({
  message: Type.String({
    minLength: 1,
    maxLength: 500,
    errorMessages: {
      minLength: 'Please write the message the person will see.',
      maxLength: 'Message must be at most 500 characters long.',
    },
  }),
});
export type SuspensionBody = Static<typeof SuspensionBody>;

export const AdminOverview = Type.Object({
  users: Type.Integer(),
  admins: Type.Integer(),
  suspended: Type.Integer(),
  unverified: Type.Integer(),
  feedback: Type.Integer(),
  newFeedback: Type.Integer(),
  /** What needs attention, each as its queue counts it: photos waiting, open reports, failed jobs. */
  pendingPhotos: Type.Integer(),
  openReports: Type.Integer(),
  failedJobs: Type.Integer(),
});
export type AdminOverview = Static<typeof AdminOverview>;

export const FeedbackStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('read'),
  Type.Literal('archived'),
]);
export type FeedbackStatus = Static<typeof FeedbackStatus>;
export const FEEDBACK_STATUSES = [
  'new',
  'read',
  'archived',
] as const satisfies readonly FeedbackStatus[];

/** A contact-form message in the inbox, with its sender when they were signed in. */
export const FeedbackItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  contactEmail: Nullable(Type.String()),
  status: FeedbackStatus,
  createdAt: Type.String({ format: 'date-time' }),
  sender: Nullable(
    Type.Object({ id: Type.String(), username: Type.String(), email: Type.String() }),
  ),
});
export type FeedbackItem = Static<typeof FeedbackItem>;

export const FeedbackQuery = Type.Object({
  cursor: Cursor,
  status: Type.Optional(FeedbackStatus),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type FeedbackQuery = Static<typeof FeedbackQuery>;

export const FeedbackStatusPatch = Type.Object({ status: FeedbackStatus });
export type FeedbackStatusPatch = Static<typeof FeedbackStatusPatch>;
