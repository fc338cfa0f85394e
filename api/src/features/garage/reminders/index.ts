import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { completeReminderRoute } from './complete-reminder.js';
import { createReminderRoute } from './create-reminder.js';
import { deleteReminderRoute } from './delete-reminder.js';
import { listRemindersRoute } from './list-reminders.js';
import { snoozeReminderRoute } from './snooze-reminder.js';

export const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listRemindersRoute,
    createReminderRoute,
    completeReminderRoute,
    snoozeReminderRoute,
    deleteReminderRoute,
  ]) {
    await app.register(route);
  }
};
