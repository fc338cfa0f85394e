// The database a bench in this process runs on: a throwaway PGlite folder, or the PostgreSQL
// server at `databaseUrl`, migrated, with the configuration the API is built with; close() removes
// what it made. And the member the bench acts as, written straight to the table.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database.js';
import { apiMigrations } from '../src/migrations.js';

export async function openBenchDatabase(name: string, databaseUrl: string | null = null) {
  const pgliteDir = databaseUrl ? null : await mkdtemp(path.join(tmpdir(), `vg-${name}-`));
  const { config } = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
    DATABASE_URL: databaseUrl ?? '',
  });
  const db = createDatabase(config);
  await migrateToLatest(db, apiMigrations);
  return {
    config,
    db,
    async close() {
      await db.destroy();
      if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
    },
  };
}

/** A member with a verified address; `passwordHash` null for one who signs in by token only. */
export async function insertBenchMember(
  db: Db,
  {
    email,
    username,
    passwordHash = null,
  }: { email: string; username: string; passwordHash?: string | null },
): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      email,
      username,
      password_hash: passwordHash,
      email_verified_at: new Date(),
      consented_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}
