import { joinJobHandlers, type JobDependencies } from './jobs/job-handlers.js';
import type { JobHandlers } from './jobs/job-runner.js';
import { documentReaderJobs } from './features/garage/documents/reader/reader-jobs.js';
import { importJobs } from './features/garage/imports/import-jobs.js';
import { reminderJobs } from './features/garage/reminders/reminder-jobs.js';
import { notificationJobs } from './features/notifications/notification-jobs.js';
import { accountExportJobs } from './features/profile/export/export-jobs.js';

/**
 * What each queue does, from the features that own the queues: handed to the job runner by the API
 * (jobsPlugin, when it works jobs) and by the worker. A feature with a new queue adds itself here.
 */
export const apiJobHandlers = (deps: JobDependencies): JobHandlers =>
  joinJobHandlers(deps, [
    notificationJobs,
    reminderJobs,
    accountExportJobs,
    documentReaderJobs,
    importJobs,
  ]);
