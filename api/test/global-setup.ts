import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { migrateToLatest, registerEngine, type Db } from '../src/db/database.js';
import { apiMigrations } from '../src/migrations.js';
import { JobRunner } from '../src/jobs/job-runner.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory; each test file loads its own copy (~0.5 s, not ~4 s). */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: each test file's schema starts with this run's prefix. */
    postgresSchemaPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const prefix = `test_${Date.now().toString(36)}_`;
    project.provide('pgliteTemplate', '');
    project.provide('postgresSchemaPrefix', prefix);
    return () => dropSchemasOfThisRun(serverUrl, prefix);
  }
  project.provide('postgresSchemaPrefix', '');
  const dir = await mkdtemp(path.join(tmpdir(), 'vg-api-test-'));
  const pglite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db, apiMigrations);
  // The job queue's tables and queues too, so each file's apps start it without installing it.
  registerEngine(db as unknown as Db, {
    kind: 'pglite',
    pglite,
    // kysely-pglite-dialect hands its one connection to one caller at a time.
    alone: (work) => db.connection().execute(work),
  });
  const runner = new JobRunner(
    db as unknown as Db,
    loadConfig({ NODE_ENV: 'test' }).config.jobs,
    pino({ level: 'silent' }),
    false,
  );
  await runner.start();
  await runner.stop();
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/** After every file has finished: no file is migrating while a schema disappears. */
async function dropSchemasOfThisRun(serverUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ nspname: string }>(
      'select nspname from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    );
    for (const { nspname } of rows) await admin.query(`drop schema "${nspname}" cascade`);
  } finally {
    await admin.end();
  }
}
