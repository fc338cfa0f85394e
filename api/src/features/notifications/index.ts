import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../http/authenticate.js';
import { listNotificationsRoute } from './list-notifications.js';
import { markAllNotificationsReadRoute } from './mark-all-notifications-read.js';
import { markNotificationReadRoute } from './mark-notification-read.js';
import { notificationStreamRoute } from './notification-stream.js';
import { unreadCountRoute } from './unread-count.js';
import { unsubscribeRoutes } from './unsubscribe.js';

export { notify, type NotificationInput } from './notify.js';
export { notificationSettingsRoutes } from './notification-settings-routes.js';

/**
 * /api/v1/notifications: the signed-in member's own notifications and their live stream; and the
 * unsubscribe links of emails, which need no sign-in (the link's token says who and what).
 */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(async (member) => {
    member.addHook('onRequest', authenticate);
    await member.register(listNotificationsRoute);
    await member.register(unreadCountRoute);
    await member.register(markAllNotificationsReadRoute);
    await member.register(markNotificationReadRoute);
    await member.register(notificationStreamRoute);
  });
  await app.register(unsubscribeRoutes);
};
