import type { JobContribution } from '../../../jobs/job-handlers.js';
import { QUEUES, type ImportWritingJob } from '../../../jobs/queues.js';
import { writeImportInBackground } from './import-job.js';

/** A big file's confirmed import, written in the background a batch at a time. */
export const importJobs: JobContribution = ({ db }) => ({
  [QUEUES.importWriting]: (job: ImportWritingJob) => writeImportInBackground(db, job),
});
