import { DataOf, IdParams, PageOf, withErrors } from '../http.js';
import {
  MarkedRead,
  Notification,
  NotificationSettings,
  NotificationsQuery,
  UnreadCount,
  Unsubscribed,
  UnsubscribeQuery,
} from '../notifications.js';
import { defineRoutes } from './route-spec.js';

// /notifications: the member's own notifications and their live stream, and the unsubscribe links
// of emails (no sign-in); /profile/notification-settings: how each kind reaches the member.

export const notificationRouteTable = defineRoutes({
  'GET /notifications/': {
    tags: ['notifications'],
    summary: 'My notifications, newest first (cursor pagination; `kind` filters, comma-separated)',
    security: [{ bearer: [] }],
    querystring: NotificationsQuery,
    response: withErrors({ 200: PageOf(Notification) }),
  },
  'GET /notifications/unread-count': {
    tags: ['notifications'],
    summary: 'How many of my notifications are unread (for the bell in the top bar)',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(UnreadCount) }),
  },
  'POST /notifications/read-all': {
    tags: ['notifications'],
    summary: 'Mark all my notifications read; answers how many were unread',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(MarkedRead) }),
  },
  'POST /notifications/:id/read': {
    tags: ['notifications'],
    summary: 'Mark one of my notifications read (idempotent: the first read time is kept)',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(Notification) }),
  },
  // Server-Sent Events, not JSON: the protocol is documented with contract/src/notifications.ts.
  'GET /notifications/stream': {
    tags: ['notifications'],
    summary:
      'Live notifications (text/event-stream): the unread count, each new notification, a ping every 15 s',
    security: [{ bearer: [] }],
    produces: ['text/event-stream'],
    response: {},
  },
  'GET /notifications/unsubscribe': {
    tags: ['notifications'],
    summary:
      'The page an email’s unsubscribe link opens (no sign-in): what it will turn off, and a button',
    querystring: UnsubscribeQuery,
    produces: ['text/html'],
    response: {},
  },
  'POST /notifications/unsubscribe': {
    tags: ['notifications'],
    summary:
      'Unsubscribe from one kind of email with the link’s token (no sign-in; RFC 8058 one-click)',
    querystring: UnsubscribeQuery,
    response: withErrors({ 200: DataOf(Unsubscribed) }),
  },
  'GET /profile/notification-settings': {
    tags: ['notifications'],
    security: [{ bearer: [] }],
    summary: 'My notification settings: every kind, in the app and by email (defaults filled in)',
    response: withErrors({ 200: DataOf(NotificationSettings) }),
  },
  'PUT /profile/notification-settings': {
    tags: ['notifications'],
    security: [{ bearer: [] }],
    summary: 'Change my notification settings; kinds left out keep their value',
    body: NotificationSettings,
    response: withErrors({ 200: DataOf(NotificationSettings) }),
  },
});
