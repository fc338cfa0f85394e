import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDatabase, migrateToLatest, type Db } from '../../src/db/database.js';
import { apiMigrations } from '../../src/migrations.js';
import { createMailer, type Mailer, type OutboxEmail } from '../../src/mail/mailer.js';
import type { RateLimitSettings } from '../../src/security/rate-limiter.js';
import type { DossierBudget } from '../../src/features/garage/dossiers/dossier-budget.js';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Emails sent so far, newest first. */
  outbox: OutboxEmail[];
  /** Another API process on the same database, as a second replica behind the host would be. */
  replica(): Promise<FastifyInstance>;
  /** Stops the app (its job runner too) and starts a new one on the same database: `ctx.app` is the new one. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Stands between the app and the outbox, e.g. a mail server that is down for a while. */
  wrapMailer?: (mailer: Mailer) => Mailer;
  rateLimits?: Partial<RateLimitSettings>;
  dossierBudget?: Partial<DossierBudget>;
}

/**
 * A fresh app on its own database: a PGlite on its own thread loaded from the migrated template (see global-setup.ts),
 * or, with TEST_DATABASE_URL, a schema of its own on that Postgres server, dropped on close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { config } = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const { db, dispose } = await openTestDatabase();
  const outboxMailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const mailer = options.wrapMailer?.(outboxMailer) ?? outboxMailer;
  const start = async () => {
    const app = await buildApp({
      config,
      db,
      mailer,
      rateLimits: options.rateLimits,
      dossierBudget: options.dossierBudget,
    });
    await app.ready();
    return app;
  };
  const replicas: FastifyInstance[] = [];
  const context: TestContext = {
    app: await start(),
    db,
    config,
    outbox: outboxMailer.outbox ?? [],
    replica: async () => {
      const replica = await start();
      replicas.push(replica);
      return replica;
    },
    restart: async () => {
      await context.app.close();
      context.app = await start();
      return context.app;
    },
    close: async () => {
      for (const replica of replicas) await replica.close();
      await context.app.close();
      await db.destroy();
      await dispose();
    },
  };
  return context;
}

async function openTestDatabase(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // On its own thread, as the API runs it (src/db/pglite-on-thread.ts), in memory.
    const db = createDatabase({
      databaseUrl: null,
      pgliteDir: '',
      pgliteTemplate: inject('pgliteTemplate'),
    });
    return { db, dispose: async () => {} };
  }
  const schema = `${inject('postgresSchemaPrefix')}${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDatabase({ databaseUrl: serverUrl, pgliteDir: '', schema });
  await migrateToLatest(db, apiMigrations, schema);
  // The schema stays until the whole run ends (global-setup drops them all): the migrator
  // introspects every schema on the server, and one dropped by another file mid-scan fails it.
  return { db, dispose: async () => {} };
}
