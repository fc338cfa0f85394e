import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrations } from '../../src/db/database.js';
import { joinMigrations } from '../../src/db/migrations/index.js';
import { apiMigrations } from '../../src/migrations.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// A deployed database has these recorded by name, in this order: a renamed, dropped or reordered
// migration would run again or never (docs/operations.md). The list grows only at its end.
const RECORDED = [
  '20261121-0001-accounts',
  '20261121-0100-garage',
  '20261121-0500-notifications',
  '20261121-0600-records-follow-vehicle-owner',
  '20261125-0100-shared-rate-limits',
  '20261125-0200-sign-in-details',
  '20261125-1100-notification-delivery',
  '20261125-1110-reminders-that-fire',
  '20261125-1200-community',
  '20261125-1300-registry-freshness',
  '20261126-0100-registry-revision',
  '20261126-0200-feed-keys',
  '20261126-0300-feed-revision',
  '20261126-0400-registry-spellings',
  '20261126-1500-sale-dossiers',
  '20261127-0100-idempotency-keys',
  '20261127-0300-account-exports',
  '20261127-0400-member-locale',
  '20261127-1200-garage-revision',
  '20261128-0100-feed-revision-members',
  '20261201-0100-export-one-running-and-parts',
  '20261201-0200-idempotency-bounds',
  '20261201-0300-share-link-notes',
  '20261201-0500-moderator-hidings',
  '20261202-0100-documents',
  '20261202-0200-costs-fuel-valuations',
  '20261202-0300-imports',
  '20261202-0400-hand-overs',
  '20261202-0500-archive-imports',
  '20261202-0700-recorded-by',
  '20261202-0800-import-progress',
  '20261202-0900-collaborators',
  '20261202-1000-garage-imports',
  '20261202-1700-member-theme',
  '20261202-2000-member-language',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the migrations the features contribute', () => {
  it('run in the order a deployed database recorded them, under the same names', async () => {
    const migrator = new Migrator({
      db: ctx.db,
      provider: { getMigrations: async () => apiMigrations },
    });
    const known = (await migrator.getMigrations()).map((migration) => migration.name);
    expect(known.slice(0, RECORDED.length)).toEqual(RECORDED);
  });

  it('are all applied to a migrated database', async () => {
    expect(await pendingMigrations(ctx.db, apiMigrations)).toEqual([]);
  });

  it('refuse two contributions of one name instead of keeping the last', () => {
    const accounts = apiMigrations['20261121-0001-accounts']!;
    expect(() =>
      joinMigrations(
        { '20261121-0001-accounts': accounts },
        { '20261121-0001-accounts': accounts },
      ),
    ).toThrow('Migration 20261121-0001-accounts is contributed twice');
  });
});
