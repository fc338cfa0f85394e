import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import { prepareStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** A Postgres server URL; when null, an embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  /** Postgres schema to work in (tests give each file its own). */
  schema?: string;
}

/** One factory, two engines: the same Kysely code and SQL run on PGlite and on a Postgres server. */
export function createDialect(target: DatabaseTarget): Dialect {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    // An idle connection the server drops (a restart, a failover) is replaced on the next query;
    // without a listener its error event would end the process.
    pool.on('error', (error) => console.warn(`Database connection lost: ${error.message}`));
    return new PostgresDialect({ pool: prepareStatements(pool) });
  }
  mkdirSync(target.pgliteDir, { recursive: true });
  return new PGliteDialect(new PGlite(target.pgliteDir));
}

export function createDatabase(target: DatabaseTarget): Db {
  return new Kysely<Database>({ dialect: createDialect(target) });
}

/** Applies pending migrations; `schema` keeps the migration bookkeeping in that schema (tests). */
export async function migrateToLatest<T>(db: Kysely<T>, schema?: string): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema; name ours so that concurrent test
  // schemas on one server do not mistake each other's tables for their own.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
