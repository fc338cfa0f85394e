import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest } from '../../src/db/database.js';
import { apiMigrations } from '../../src/migrations.js';
import type { Database, UserRole } from '../../src/db/schema.js';
import { startServer } from '../../src/server.js';

/**
 * The grant of ADMIN_EMAILS that runs at every start (src/server.ts), on a data directory of its
 * own: the accounts are written before the API starts, as they would be by an earlier version.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vg-admin-grant-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function writeAccounts(
  accounts: { email: string; verified: boolean; role: UserRole }[],
): Promise<void> {
  const template = inject('pgliteTemplate');
  const pglite = template
    ? await PGlite.create({ dataDir: dir, loadDataDir: new Blob([await readFile(template)]) })
    : new PGlite(dir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  if (!template) await migrateToLatest(db, apiMigrations);
  const now = new Date();
  await db
    .insertInto('users')
    .values(
      accounts.map(({ email, verified, role }) => ({
        email,
        username: email.split('@')[0] ?? email,
        role,
        email_verified_at: verified ? now : null,
        consented_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db.destroy();
}

describe('ADMIN_EMAILS at start-up', () => {
  it('promotes only accounts that proved their address, and takes the role from unproven ones', async () => {
    await writeAccounts([
      { email: 'proven-chief@example.test', verified: true, role: 'user' },
      { email: 'unproven-chief@example.test', verified: false, role: 'user' },
      // Promoted unverified by an earlier version's grant.
      { email: 'stale-chief@example.test', verified: false, role: 'admin' },
      { email: 'granted-by-hand@example.test', verified: true, role: 'admin' },
    ]);
    const { config } = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PGLITE_DIR: dir,
      JOBS_IN_PROCESS: 'false',
      ADMIN_EMAILS:
        'Proven-Chief@example.test, unproven-chief@example.test, stale-chief@example.test',
    });
    const server = await startServer(config);
    try {
      const roles = await server.db
        .selectFrom('users')
        .select(['email', 'role'])
        .orderBy('email')
        .execute();
      expect(roles).toEqual([
        { email: 'granted-by-hand@example.test', role: 'admin' },
        { email: 'proven-chief@example.test', role: 'admin' },
        { email: 'stale-chief@example.test', role: 'user' },
        { email: 'unproven-chief@example.test', role: 'user' },
      ]);
    } finally {
      await server.close();
    }
  });
});
