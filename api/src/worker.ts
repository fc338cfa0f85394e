import { writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { loadConfigOrExit } from './config.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { apiMigrations } from './migrations.js';
import { apiJobHandlers } from './job-handlers.js';
import { JobRunner } from './jobs/job-runner.js';
import { createMailer } from './mail/mailer.js';

/**
 * The job worker as its own process (`node dist/worker.js`, the `worker` compose service): works
 * the queues and runs the schedules, and serves no HTTP. Run it beside API processes started with
 * JOBS_IN_PROCESS=false, scaled on its own; several workers share the work, each job runs once.
 */
async function main(): Promise<void> {
  const { config } = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    // The embedded PGlite belongs to one process: there, the API works the jobs itself.
    logger.error(
      'The worker needs DATABASE_URL (a Postgres server); on PGlite the API runs the jobs',
    );
    process.exit(1);
  }
  const db = createDatabase(config);
  await migrateToLatest(db, apiMigrations);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    production: config.isProduction,
  });
  const runner = new JobRunner(db, config.jobs, logger, true);
  await runner.start(apiJobHandlers({ db, mailer, config }));
  logger.info('job worker started');
  // Its health check (the compose service's) reads how recently this file was touched.
  const healthFile = process.env.WORKER_HEALTH_FILE ?? '/tmp/vg-worker-alive';
  const beat = () => writeFileSync(healthFile, new Date().toISOString());
  beat();
  const heartbeat = setInterval(beat, 15_000);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal} received: finishing jobs in hand, then stopping`);
    clearInterval(heartbeat);
    await runner.stop();
    mailer.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
