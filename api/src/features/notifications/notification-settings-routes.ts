import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { unprocessable, type FieldErrors } from '../../http/errors.js';
import { type NotificationKind } from '@vg/contract';
import {
  isNotificationKind,
  notificationSettingsOf,
  saveNotificationSettings,
} from './notification-settings-store.js';

/** /api/v1/profile/notification-settings: for each kind, in the app or not, and how it is emailed. */
export const notificationSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);

  app.route({
    ...fromTable(app, 'GET /profile/notification-settings'),
    handler: async (request) => ({
      data: { settings: await notificationSettingsOf(app.db, currentUser(request).id) },
    }),
  });

  app.route({
    ...fromTable(app, 'PUT /profile/notification-settings'),
    handler: async (request) => {
      const me = currentUser(request);
      const fields: FieldErrors = {};
      const seen = new Set<string>();
      request.body.settings.forEach((setting, index) => {
        if (!isNotificationKind(setting.kind))
          fields[`settings.${index}.kind`] = `Unknown kind “${setting.kind}”.`;
        else if (seen.has(setting.kind))
          fields[`settings.${index}.kind`] = `“${setting.kind}” is listed twice.`;
        seen.add(setting.kind);
      });
      if (Object.keys(fields).length > 0) throw unprocessable(fields);
      await saveNotificationSettings(
        app.db,
        me.id,
        request.body.settings.map((setting) => ({
          ...setting,
          kind: setting.kind as NotificationKind,
        })),
      );
      return { data: { settings: await notificationSettingsOf(app.db, me.id) } };
    },
  });
};
