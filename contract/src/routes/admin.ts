import {
  AdminVehicle,
  AdminVehicleQuery,
  FailedJobAction,
  RetriedJob,
} from '../admin-moderation.js';
import {
  AdminOverview,
  AdminUser,
  AdminUsersQuery,
  FeedbackItem,
  FeedbackQuery,
  FeedbackStatusPatch,
  SuspensionBody,
} from '../admin.js';
import { AdminReport, AdminReportsQuery, CommentModeration } from '../community/moderation.js';
import { VehicleIdParams } from '../garage/common.js';
import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../http.js';
import { FailedJobs, FailedJobsQuery } from '../jobs.js';
import { defineRoutes } from './route-spec.js';

// /admin (administrators only): the overview's counts, accounts and their suspension, the reports
// queue and hiding comments, failed background jobs, the showcase's car search, and the contact
// form's inbox. (Photo moderation and the showcase's entries belong to the garage's sharing:
// garage/showcase.ts.)

export const adminRouteTable = defineRoutes({
  'GET /admin/overview': {
    tags: ['admin'],
    summary: 'Counts for the admin overview',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(AdminOverview) }),
  },
  'GET /admin/users': {
    tags: ['admin'],
    summary: 'Accounts, newest first; query matches email, username or display name',
    security: [{ bearer: [] }],
    querystring: AdminUsersQuery,
    response: withErrors({ 200: PageOf(AdminUser) }),
  },
  'POST /admin/users/:id/suspend': {
    tags: ['admin'],
    summary: 'Suspend an account; every call it makes then answers 403 with this message',
    security: [{ bearer: [] }],
    params: IdParams,
    body: SuspensionBody,
    response: withErrors({ 200: DataOf(AdminUser) }),
  },
  'POST /admin/users/:id/reinstate': {
    tags: ['admin'],
    summary: 'Lift a suspension',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(AdminUser) }),
  },
  'GET /admin/reports': {
    tags: ['admin'],
    summary:
      "Reports of comments and cars: the queue (open, oldest first) with the reported member's history",
    security: [{ bearer: [] }],
    querystring: AdminReportsQuery,
    response: withErrors({ 200: PageOf(AdminReport) }),
  },
  'POST /admin/reports/:id/dismiss': {
    tags: ['admin'],
    summary: 'Dismiss a report: nothing to act on, it leaves the queue',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(AdminReport) }),
  },
  'POST /admin/comments/:id/hide': {
    tags: ['admin'],
    summary: 'Hide a comment everywhere (resolves its open reports)',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(CommentModeration) }),
  },
  'POST /admin/comments/:id/restore': {
    tags: ['admin'],
    summary: 'Show a hidden comment again',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(CommentModeration) }),
  },
  'GET /admin/jobs/failed': {
    tags: ['admin'],
    summary: 'Background jobs that failed after every retry, newest first, with their last error',
    security: [{ bearer: [] }],
    querystring: FailedJobsQuery,
    response: withErrors({ 200: DataOf(FailedJobs) }),
  },
  'POST /admin/jobs/failed/retry': {
    tags: ['admin'],
    summary: 'Run a failed background job again',
    security: [{ bearer: [] }],
    body: FailedJobAction,
    response: withErrors({ 200: DataOf(RetriedJob) }),
  },
  'POST /admin/jobs/failed/discard': {
    tags: ['admin'],
    summary: 'Discard a failed background job for good',
    security: [{ bearer: [] }],
    body: FailedJobAction,
    response: withErrors({ 204: NoContent }),
  },
  'GET /admin/vehicles': {
    tags: ['admin'],
    summary:
      'Public cars by make, model, year, keeper or identifier, as the registry finds them, with whether each is in the showcase',
    security: [{ bearer: [] }],
    querystring: AdminVehicleQuery,
    response: withErrors({ 200: PageOf(AdminVehicle) }),
  },
  'GET /admin/vehicles/:vehicleId': {
    tags: ['admin'],
    summary: "A car's showcase entry and keeper, for the administrator's actions on its page",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: DataOf(AdminVehicle) }),
  },
  'GET /admin/feedback': {
    tags: ['admin'],
    summary: 'Contact-form messages, newest first',
    security: [{ bearer: [] }],
    querystring: FeedbackQuery,
    response: withErrors({ 200: PageOf(FeedbackItem) }),
  },
  'PATCH /admin/feedback/:id': {
    tags: ['admin'],
    summary: 'Mark a message new, read or archived',
    security: [{ bearer: [] }],
    params: IdParams,
    body: FeedbackStatusPatch,
    response: withErrors({ 200: DataOf(FeedbackItem) }),
  },
});
