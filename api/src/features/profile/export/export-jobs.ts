import { emailingContext, type JobContribution } from '../../../jobs/job-handlers.js';
import { QUEUES, type AccountExportJob } from '../../../jobs/queues.js';
import { buildAccountExport } from './export-job.js';

/** A member's "Export everything" archive, built in the background and its link emailed. */
export const accountExportJobs: JobContribution = (deps) => ({
  [QUEUES.accountExport]: (job: AccountExportJob) => buildAccountExport(emailingContext(deps), job),
});
