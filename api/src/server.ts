import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { createDatabase, migrateToLatest, type Db } from './db/database.js';
import { apiMigrations } from './migrations.js';
import { removeStaleRows } from './db/housekeeping.js';
import { applyAdminEmails } from './features/users/admin-role.js';
import { createMailer } from './mail/mailer.js';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Opens the database, migrates it, applies ADMIN_EMAILS and builds the app (not yet listening). */
export async function startServer(config: Config = loadConfig().config): Promise<RunningServer> {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db, apiMigrations);
    await applyAdminEmails(db, config.adminEmails);
    await removeStaleRows(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // One logger for requests and the development outbox, which prints each email it keeps.
  const logger = pino({ level: config.logLevel });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    production: config.isProduction,
  });
  const app = await buildApp({ config, db, mailer, logger });
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      mailer.close();
      // Destroying Kysely closes PGlite too, which flushes it; without it the process would not exit.
      await db.destroy();
    },
  };
}
