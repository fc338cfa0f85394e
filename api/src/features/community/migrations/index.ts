import type { Migration } from 'kysely';
import * as community from './20261125-1200-community.js';

/** Community migrations, merged into the service's ordered list by src/db/migrations/index.ts. */
export const communityMigrations: Record<string, Migration> = {
  '20261125-1200-community': community,
};
