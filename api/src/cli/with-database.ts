import { loadConfigOrExit, type Config } from '../config.js';
import { createDatabase, migrateToLatest, type Db } from '../db/database.js';
import { apiMigrations } from '../migrations.js';

/** Runs a command-line task on the configured (and migrated) database, closing it afterwards. */
export async function withDatabase(task: (db: Db, config: Config) => Promise<void>): Promise<void> {
  const { config } = loadConfigOrExit();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db, apiMigrations);
    await task(db, config);
  } finally {
    await db.destroy();
  }
}
