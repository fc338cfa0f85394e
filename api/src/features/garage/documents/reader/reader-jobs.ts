import { pino } from 'pino';
import type { JobContribution } from '../../../../jobs/job-handlers.js';
import { QUEUES, type DocumentReadingJob } from '../../../../jobs/queues.js';
import { readDocument } from './read-document.js';

/**
 * The papers' background reader. The job runner hands its handlers no logger, so the reader has its
 * own at the process's level, for the one warning it gives: a tool that is not installed.
 */
export const documentReaderJobs: JobContribution = ({ db, config }) => {
  const log = pino({ level: config.logLevel, name: 'document-reader' });
  return {
    [QUEUES.documentReading]: (job: DocumentReadingJob) => readDocument({ db, log }, job),
  };
};
