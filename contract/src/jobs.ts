import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './http.js';

// Background jobs as administrators see them: the ones that kept failing after every retry.

/** A job that ran out of retries: what it was, how often it was tried and its last error. */
export const FailedJob = Type.Object({
  id: Type.String(),
  /** The queue it ran on: 'send-email', 'email-digest', 'scan-reminders', ... */
  queue: Type.String(),
  /** A short human description of the job ("email: Reminder due to member …"). */
  summary: Type.String(),
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  failedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type FailedJob = Static<typeof FailedJob>;

/** `GET /api/v1/admin/jobs/failed`: newest failure first, at most `limit` (default 50). */
export const FailedJobsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type FailedJobsQuery = Static<typeof FailedJobsQuery>;

export const FailedJobs = Type.Object({
  jobs: Type.Array(FailedJob),
  /** How many failed jobs are kept in all (the list may show fewer). */
  total: Type.Integer({ minimum: 0 }),
});
export type FailedJobs = Static<typeof FailedJobs>;
