import { feedbackRouteTable } from './admin/feedback.js';
import { moderationRouteTable } from './admin/moderation.js';
import { serviceRouteTable } from './admin/service.js';
import { defineRoutes } from './route-spec.js';

// Operations of the admin area and of the service itself: health, metrics, the development
// outbox, feedback, and the administrators' moderation and failed jobs.

export const adminRouteTable = defineRoutes({
  ...serviceRouteTable,
  ...feedbackRouteTable,
  ...moderationRouteTable,
});
