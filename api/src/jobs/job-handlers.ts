import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import {
  fanOutDigests,
  sendDigestEmail,
  sendNotificationEmail,
} from '../features/notifications/email-delivery.js';
import { scanReminders } from '../features/garage/reminders/reminder-scan.js';
import { buildAccountExport } from '../features/profile/export/export-job.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobHandlers } from './job-runner.js';
import {
  QUEUES,
  type AccountExportJob,
  type DigestEmailJob,
  type NotificationEmailJob,
  type ReminderScanJob,
} from './queues.js';

/** What each queue does, for a process that works jobs (the API by default, or the worker). */
export function jobHandlers(deps: { db: Db; mailer: Mailer; config: Config }): JobHandlers {
  const delivery = {
    db: deps.db,
    mailer: deps.mailer,
    publicOrigin: deps.config.publicOrigin,
    jwtSecret: deps.config.jwtSecret,
  };
  return {
    [QUEUES.notificationEmail]: (job: NotificationEmailJob) => sendNotificationEmail(delivery, job),
    [QUEUES.digestFanOut]: async () => void (await fanOutDigests(deps.db)),
    [QUEUES.digestEmail]: (job: DigestEmailJob) => sendDigestEmail(delivery, job),
    [QUEUES.reminderScan]: async (job: ReminderScanJob) =>
      void (await scanReminders(deps.db, {
        ...(job.vehicleId ? { vehicleId: job.vehicleId } : {}),
        overdueAfterDays: deps.config.jobs.overdueAfterDays,
      })),
    [QUEUES.accountExport]: (job: AccountExportJob) => buildAccountExport(delivery, job),
  };
}
