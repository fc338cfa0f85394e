import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { PgBoss, fromKysely, type Job, type SendOptions } from 'pg-boss';
import type { FailedJob } from '@vg/contract';
import type { JobsConfig } from '../config.js';
import { databaseEngine, type Db } from '../db/database.js';
import { pgliteBossDb } from './pglite-adapter.js';
import { QUEUES, type QueueName } from './queues.js';

/** What each queue's worker does with one job's data. */
export type JobHandlers = Partial<
  Record<QueueName, (data: never, job: Job<unknown>) => Promise<void>>
>;

/** The started runners of this process (tests start several; see `runnerFor`). */
const runners = new Set<JobRunner>();

/**
 * pg-boss's tables live in a schema of their own: `pgboss` beside the application's `public`, or
 * `<schema>_pgboss` when the application works in another schema (tests side by side on one server).
 */
function bossSchemaFor(dbSchema: string): string {
  // pg-boss takes schema names of at most 50 bytes; test schemas end in a uuid, unique long before.
  return dbSchema === 'public' ? 'pgboss' : `${dbSchema.slice(0, 43)}_pgboss`;
}

/**
 * The job queue (pg-boss, docs/adr/0011-job-queue-pg-boss.md) on the application's own database:
 * jobs are rows, so they survive restarts, and a job enqueued inside a transaction exists only if
 * the transaction commits. Every API process enqueues; those that work (JOBS_IN_PROCESS, or the
 * worker process) also run the schedules and the handlers. Each job is worked by one process at a
 * time.
 */
export class JobRunner {
  readonly boss: PgBoss;
  readonly bossSchema: string;
  readonly dbSchema: string;
  private started = false;

  constructor(
    readonly db: Db,
    private readonly config: JobsConfig,
    private readonly log: FastifyBaseLogger,
    /** Work jobs and run schedules here; false: only enqueue. */
    readonly working: boolean,
  ) {
    const engine = databaseEngine(db);
    this.dbSchema = engine.kind === 'postgres' ? (engine.schema ?? 'public') : 'public';
    this.bossSchema = bossSchemaFor(this.dbSchema);
    const common = {
      schema: this.bossSchema,
      supervise: working,
      schedule: working,
      useListenNotify: true,
      instanceName: working ? 'worker' : 'api',
      // No telemetry SDK is registered; spans would be no-ops anyway.
      openTelemetry: { enabled: false },
    };
    this.boss =
      engine.kind === 'pglite'
        ? new PgBoss({ ...common, backend: 'pglite', db: pgliteBossDb(engine) })
        : new PgBoss({
            ...common,
            connectionString: engine.databaseUrl,
            max: 4,
            application_name: 'vintage-garage-jobs',
          });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Creates the queues (first start), then works them with `handlers` when this process works. */
  async start(handlers: JobHandlers = {}): Promise<void> {
    await this.boss.start();
    this.started = true;
    runners.add(this);
    const retries = {
      retryLimit: this.config.retryLimit,
      retryDelay: this.config.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 6 * 60 * 60,
      // Failed jobs stay listed on /admin for two weeks.
      retentionSeconds: 14 * 24 * 60 * 60,
      deleteAfterSeconds: 14 * 24 * 60 * 60,
      notify: true,
    };
    const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
    for (const name of Object.values(QUEUES)) {
      if (existing.has(name)) {
        // The retry settings follow the configuration of the latest start.
        await this.boss.updateQueue(name, retries);
        continue;
      }
      await this.boss.createQueue(name, retries).catch((error: unknown) => {
        // Another process created it a moment ago.
        if (!/exists/i.test(String(error))) throw error;
      });
    }
    if (!this.working) return;
    await this.boss.schedule(QUEUES.reminderScan, this.config.reminderScanCron, {}, { tz: 'UTC' });
    await this.boss.schedule(QUEUES.digestFanOut, this.config.digestCron, {}, { tz: 'UTC' });
    for (const [name, handler] of Object.entries(handlers)) {
      await this.boss.work(
        name,
        {
          pollingIntervalSeconds: this.config.pollSeconds,
          // NOTIFY wakes a worker for a new job, not for a retry coming due: poll as often regardless.
          notifyPollingIntervalSeconds: this.config.pollSeconds,
          batchSize: 1,
        },
        async (jobs: Job<unknown>[]) => {
          for (const job of jobs) {
            try {
              await handler(job.data as never, job);
            } catch (error) {
              // pg-boss retries it (with backoff) or, out of retries, marks it failed for /admin.
              this.log.warn({ err: error, queue: name, jobId: job.id }, 'job failed');
              throw error;
            }
          }
        },
      );
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    runners.delete(this);
    // Jobs in hand get a few seconds to finish; one cut short is retried by the next process.
    await this.boss.stop({ graceful: true, timeout: 5000, close: true });
  }

  /**
   * Enqueues a job on `db`, which may be a transaction: the job is then created when (and only if)
   * the transaction commits.
   */
  async send(
    db: Db,
    name: QueueName,
    data: object,
    options: SendOptions = {},
  ): Promise<string | null> {
    return this.boss.send(name, data, { ...options, db: fromKysely(db) });
  }

  /** Jobs that ran out of retries, newest failure first, for /admin. */
  async failedJobs(limit: number): Promise<{ jobs: FailedJob[]; total: number }> {
    const table = sql.id(this.bossSchema, 'job');
    const { rows } = await sql<{
      id: string;
      name: string;
      data: unknown;
      retry_count: number;
      output: unknown;
      created_on: Date;
      completed_on: Date | null;
    }>`select id, name, data, retry_count, output, created_on, completed_on from ${table}
       where state = 'failed' order by completed_on desc nulls last limit ${limit}`.execute(
      this.db,
    );
    const { rows: counted } = await sql<{ total: string }>`
      select count(*) as total from ${table} where state = 'failed'`.execute(this.db);
    return {
      total: Number(counted[0]?.total ?? 0),
      jobs: rows.map((row) => ({
        id: row.id,
        queue: row.name,
        summary: summarise(row.name, row.data),
        attempts: row.retry_count + 1,
        lastError: lastError(row.output),
        createdAt: new Date(row.created_on).toISOString(),
        failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
      })),
    };
  }

  /** Puts a failed job back in its queue; false when there is no such failed job. */
  async retry(queue: string, id: string): Promise<boolean> {
    const result = await this.boss.retry(queue, id);
    return ((result as { affected?: number }).affected ?? 0) > 0;
  }

  /** The queue of a job that is failed now; null when none is (retried or discarded meanwhile). */
  async failedQueueOf(id: string): Promise<string | null> {
    const table = sql.id(this.bossSchema, 'job');
    const { rows } = await sql<{ name: string }>`
      select name from ${table} where id = ${id} and state = 'failed'`.execute(this.db);
    return rows[0]?.name ?? null;
  }

  /** Deletes a failed job for good (an administrator's Discard); false when it is not failed. */
  async discardFailed(id: string): Promise<boolean> {
    const queue = await this.failedQueueOf(id);
    if (!queue) return false;
    const result = await this.boss.deleteJob(queue, id);
    return ((result as { affected?: number }).affected ?? 0) > 0;
  }
}

/**
 * What a job was, by ids and kinds only: its payload may carry a member's private text (a
 * reminder's title names a private car), which admins may not read (docs/security.md, Actors).
 */
function summarise(queue: string, data: unknown): string {
  const job = (data ?? {}) as Record<string, unknown>;
  const member = typeof job.userId === 'string' ? ` to member ${job.userId}` : '';
  switch (queue) {
    case QUEUES.notificationEmail:
      return `Email (${typeof job.kind === 'string' ? job.kind : 'notification'})${member}`;
    case QUEUES.digestEmail:
      return `Weekly digest${member}`;
    case QUEUES.reminderScan:
      return typeof job.vehicleId === 'string'
        ? `Reminder check of vehicle ${job.vehicleId}`
        : 'Reminder check of every vehicle';
    case QUEUES.digestFanOut:
      return 'Weekly digests for every member';
    default:
      return queue;
  }
}

/** pg-boss keeps the thrown error as the job's output: `{ message, stack }`, or what was thrown. */
function lastError(output: unknown): string {
  if (output && typeof output === 'object') {
    const value = output as Record<string, unknown>;
    if (typeof value.message === 'string') return value.message;
    if (value.value !== undefined) return String(value.value);
  }
  return output == null ? 'No error recorded' : JSON.stringify(output).slice(0, 500);
}

/**
 * The runner to enqueue with. A handle made by createDatabase maps to its own runner; a transaction
 * is another object, so it is matched by the schema it works in (one runner in a process, the
 * usual case, needs no look-up).
 */
export async function runnerFor(db: Db): Promise<JobRunner> {
  const own = [...runners].find((runner) => runner.db === db);
  if (own) return own;
  const bySchema = new Map([...runners.values()].map((runner) => [runner.dbSchema, runner]));
  if (bySchema.size === 1) return [...bySchema.values()][0]!;
  if (bySchema.size === 0) throw new Error('No job runner is started in this process');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const runner = bySchema.get(rows[0]?.schema ?? 'public');
  if (!runner) throw new Error(`No job runner works in schema ${rows[0]?.schema}`);
  return runner;
}

/** Enqueues a job on `db` (a transaction included) with the runner of that database. */
export async function enqueue(
  db: Db,
  name: QueueName,
  data: object,
  options: SendOptions = {},
): Promise<string | null> {
  return (await runnerFor(db)).send(db, name, data, options);
}
