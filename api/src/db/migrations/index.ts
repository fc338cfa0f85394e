import type { Migration, MigrationProvider } from 'kysely';
import { communityMigrations } from '../../features/community/migrations/index.js';
import { garageMigrations } from '../../features/garage/migrations/index.js';
import { notificationMigrations } from '../../features/notifications/migrations/index.js';
import * as accounts from './20261121-0001-accounts.js';
import * as sharedRateLimits from './20261125-0100-shared-rate-limits.js';
import * as signInDetails from './20261125-0200-sign-in-details.js';
import * as idempotencyKeys from './20261127-0100-idempotency-keys.js';
import * as accountExports from './20261127-0300-account-exports.js';
import * as memberLocale from './20261127-0400-member-locale.js';

// A static map instead of reading a folder: it works the same from src/ (tsx, vitest) and dist/,
// and a bundler or a typo cannot silently drop a migration.
// Names sort by date prefix (YYYYMMDD-NNNN-what); Kysely runs them in name order.
const allMigrations: Record<string, Migration> = {
  '20261121-0001-accounts': accounts,
  ...garageMigrations,
  ...notificationMigrations,
  '20261125-0100-shared-rate-limits': sharedRateLimits,
  '20261125-0200-sign-in-details': signInDetails,
  ...communityMigrations,
  '20261127-0100-idempotency-keys': idempotencyKeys,
  '20261127-0300-account-exports': accountExports,
  '20261127-0400-member-locale': memberLocale,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => allMigrations,
};
