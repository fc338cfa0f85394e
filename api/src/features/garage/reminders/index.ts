import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reminderActionRoutes } from './reminder-actions.js';
import { vehicleReminderRoutes } from './vehicle-reminders.js';

export const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(vehicleReminderRoutes);
  await app.register(reminderActionRoutes);
};
