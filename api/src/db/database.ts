import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { MigrationList } from './migrations/index.js';
import { PgliteOnThread, type PgliteSession } from './pglite-on-thread.js';
import { ConnectionGate, PgliteSessionDialect } from './pglite-session-dialect.js';
import { prepareStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** A Postgres server URL; when null, an embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  /** Postgres schema to work in (tests give each file its own). */
  schema?: string;
  /** Connections of the Postgres pool (DATABASE_POOL_SIZE); DEFAULT_POOL_SIZE when absent. */
  databasePoolSize?: number;
  /** PGlite only: start from this tarball of a data directory, in memory when `pgliteDir` is ''. */
  pgliteTemplate?: string;
}

/** Connections of the Postgres pool of one API process, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

// The Postgres pool behind a database handle, for the pool figures of /api/v1/metrics.
const poolOf = new WeakMap<Db, pg.Pool>();

/**
 * What a database handle runs on, for the parts that need more than Kysely: the job queue and the
 * live notification stream talk to PGlite directly (serialised with Kysely's one connection) or
 * open their own connections to the Postgres server, in the same schema.
 */
export type DatabaseEngine =
  | {
      kind: 'pglite';
      pglite: PgliteSession;
      /** Runs statements sent to `pglite` directly with its one connection alone (no transaction can be open meanwhile). */
      alone: <T>(work: () => Promise<T>) => Promise<T>;
    }
  | { kind: 'postgres'; databaseUrl: string; schema: string | undefined };
const engineOf = new WeakMap<Db, DatabaseEngine>();

/** Records what a handle made outside createDatabase runs on (tests load PGlite from a template). */
export function registerEngine(db: Db, engine: DatabaseEngine): void {
  engineOf.set(db, engine);
}

export function databaseEngine(db: Db): DatabaseEngine {
  const engine = engineOf.get(db);
  if (!engine) throw new Error('databaseEngine: this handle was not made by createDatabase');
  return engine;
}

function createPool(databaseUrl: string, schema: string | undefined, size: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: size,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection the server drops (a restart, a failover) is replaced on the next query. Without a
  // listener its error event would end the process: the pool's covers idle connections, each
  // client's own covers one checked out at that moment (the fault suite restarts Postgres under load).
  const lost = (error: Error) => console.warn(`Database connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/** One factory, two engines: the same Kysely code and SQL run on PGlite and on a Postgres server. */
export function createDatabase(target: DatabaseTarget): Db {
  if (target.databaseUrl) {
    const pool = createPool(
      target.databaseUrl,
      target.schema,
      target.databasePoolSize ?? DEFAULT_POOL_SIZE,
    );
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: prepareStatements(pool) }),
    });
    poolOf.set(db, pool);
    registerEngine(db, {
      kind: 'postgres',
      databaseUrl: target.databaseUrl,
      schema: target.schema,
    });
    return db;
  }
  // The embedded database runs on a thread of its own, so its statements do not stop the API's
  // event loop (pglite-thread.ts, docs/adr/0018).
  if (target.pgliteDir) mkdirSync(target.pgliteDir, { recursive: true });
  const pglite = new PgliteOnThread({
    ...(target.pgliteDir ? { dataDir: target.pgliteDir } : {}),
    ...(target.pgliteTemplate ? { templateFile: target.pgliteTemplate } : {}),
  });
  const gate = new ConnectionGate();
  const db = new Kysely<Database>({
    dialect: new PgliteSessionDialect(pglite, () => pglite.close(), gate),
  });
  registerEngine(db, { kind: 'pglite', pglite, alone: (work) => gate.alone(work) });
  return db;
}

/** Connections of the Postgres pool; null on the embedded PGlite, which has one connection. */
export function connectionPoolFigures(db: Db) {
  const pool = poolOf.get(db);
  return pool
    ? {
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }
    : null;
}

/**
 * Applies the pending ones of `migrations` (the API's are src/migrations.ts: db/'s and the
 * features'); `schema` keeps the migration bookkeeping in that schema (tests).
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  migrations: MigrationList,
  schema?: string,
): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema; name ours so that concurrent test
  // schemas on one server do not mistake each other's tables for their own.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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

/**
 * Migrations this build knows that the database has not run: a replica started with a newer build
 * than the database is not ready. Reads Kysely's bookkeeping table on the search path.
 */
export async function pendingMigrations(db: Db, migrations: MigrationList): Promise<string[]> {
  const known = Object.keys(migrations);
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}
