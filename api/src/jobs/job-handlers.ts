import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobHandlers } from './job-runner.js';

/** What a process that works jobs (the API by default, or the worker) hands each feature's handlers. */
export interface JobDependencies {
  db: Db;
  mailer: Mailer;
  config: Config;
}

/** A feature's handlers for the queues it owns (src/jobs/queues.ts), given the process's dependencies. */
export type JobContribution = (deps: JobDependencies) => JobHandlers;

/** What a job that emails needs: the database, the mailer, the site's address and the link-signing key. */
export const emailingContext = ({ db, mailer, config }: JobDependencies) => ({
  db,
  mailer,
  publicOrigin: config.publicOrigin,
  jwtSecret: config.jwtSecret,
});

/** The handlers of every contribution; a queue claimed twice is an error, not a silent overwrite. */
export function joinJobHandlers(
  deps: JobDependencies,
  contributions: readonly JobContribution[],
): JobHandlers {
  const joined: JobHandlers = {};
  for (const contribution of contributions)
    for (const [queue, handler] of Object.entries(contribution(deps)) as [
      keyof JobHandlers,
      JobHandlers[keyof JobHandlers],
    ][]) {
      if (queue in joined) throw new Error(`Queue ${queue} has two handlers`);
      joined[queue] = handler;
    }
  return joined;
}
