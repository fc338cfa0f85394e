import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../http/authenticate.js';
import { listNotificationsRoute } from './list-notifications.js';
import { markAllNotificationsReadRoute } from './mark-all-notifications-read.js';
import { markNotificationReadRoute } from './mark-notification-read.js';
import { unreadCountRoute } from './unread-count.js';

export { notify, type NotificationInput } from './notify.js';

/** /api/v1/notifications: every route is the signed-in member's own notifications. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
  await app.register(listNotificationsRoute);
  await app.register(unreadCountRoute);
  await app.register(markAllNotificationsReadRoute);
  await app.register(markNotificationReadRoute);
};
