import type { JobContribution } from '../../../jobs/job-handlers.js';
import { QUEUES, type ReminderScanJob } from '../../../jobs/queues.js';
import { scanReminders } from './reminder-scan.js';

/** The reminder scan: every reminder on the schedule, one vehicle's after its reading changed. */
export const reminderJobs: JobContribution = ({ db, config }) => ({
  [QUEUES.reminderScan]: async (job: ReminderScanJob) =>
    void (await scanReminders(db, {
      ...(job.vehicleId ? { vehicleId: job.vehicleId } : {}),
      overdueAfterDays: config.jobs.overdueAfterDays,
    })),
});
