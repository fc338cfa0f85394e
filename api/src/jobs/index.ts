import fp from 'fastify-plugin';
import type { JobContribution } from './job-handlers.js';
import { JobRunner } from './job-runner.js';

export { enqueue, JobRunner } from './job-runner.js';
export { QUEUES } from './queues.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: every process enqueues; this one works jobs when JOBS_IN_PROCESS is on. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** What each queue does: the features' handlers, composed by src/job-handlers.ts. */
  handlers: JobContribution;
}

/**
 * The job runner inside the API process: started once the app is ready, stopped (jobs in hand
 * finish or are handed back) when it closes. With JOBS_IN_PROCESS=false the API only enqueues and
 * `node dist/worker.js` works the jobs (docs/notifications.md).
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { handlers }) => {
    const runner = new JobRunner(app.db, app.config.jobs, app.log, app.config.jobs.inProcess);
    app.decorate('jobs', runner);
    if (!runner.working && !app.config.databaseUrl)
      app.log.warn(
        'JOBS_IN_PROCESS=false on the embedded PGlite database: no process works the jobs (reminders, emails); a worker needs DATABASE_URL',
      );
    app.addHook('onReady', async () => {
      await runner.start(
        runner.working ? handlers({ db: app.db, mailer: app.mailer, config: app.config }) : {},
      );
    });
    app.addHook('onClose', async () => {
      await runner.stop();
    });
  },
  { name: 'jobs' },
);
