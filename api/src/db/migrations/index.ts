import type { Migration } from 'kysely';
import * as accounts from './20261121-0001-accounts.js';
import * as sharedRateLimits from './20261125-0100-shared-rate-limits.js';
import * as signInDetails from './20261125-0200-sign-in-details.js';
import * as idempotencyKeys from './20261127-0100-idempotency-keys.js';
import * as accountExports from './20261127-0300-account-exports.js';
import * as memberLocale from './20261127-0400-member-locale.js';
import * as exportOneRunningAndParts from './20261201-0100-export-one-running-and-parts.js';
import * as idempotencyBounds from './20261201-0200-idempotency-bounds.js';
import * as memberTheme from './20261202-1700-member-theme.js';
import * as memberLanguage from './20261202-2000-member-language.js';

/** Migrations by name. Names sort by date prefix (YYYYMMDD-NNNN-what); Kysely runs them in name order. */
export type MigrationList = Record<string, Migration>;

// A static map instead of reading a folder: it works the same from src/ (tsx, vitest) and dist/,
// and a bundler or a typo cannot silently drop a migration.
/** db/'s own migrations: the accounts' tables and the service's (rate limits, idempotency keys). */
export const coreMigrations: MigrationList = {
  '20261121-0001-accounts': accounts,
  '20261125-0100-shared-rate-limits': sharedRateLimits,
  '20261125-0200-sign-in-details': signInDetails,
  '20261127-0100-idempotency-keys': idempotencyKeys,
  '20261127-0300-account-exports': accountExports,
  '20261127-0400-member-locale': memberLocale,
  '20261201-0100-export-one-running-and-parts': exportOneRunningAndParts,
  '20261201-0200-idempotency-bounds': idempotencyBounds,
  '20261202-1700-member-theme': memberTheme,
  '20261202-2000-member-language': memberLanguage,
};

/** One list from db/'s and the features' contributions; a name given twice is an error, not a silent overwrite. */
export function joinMigrations(...lists: MigrationList[]): MigrationList {
  const joined: MigrationList = {};
  for (const list of lists)
    for (const [name, migration] of Object.entries(list)) {
      if (name in joined) throw new Error(`Migration ${name} is contributed twice`);
      joined[name] = migration;
    }
  return joined;
}
