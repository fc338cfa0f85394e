import { coreMigrations, joinMigrations } from './db/migrations/index.js';
import { communityMigrations } from './features/community/migrations/index.js';
import { garageMigrations } from './features/garage/migrations/index.js';
import { notificationMigrations } from './features/notifications/migrations/index.js';

/**
 * Every migration of the API: db/'s own and those each feature contributes from its migrations
 * folder. Kysely runs them in name order (the date prefix), whatever the order here; a deployed
 * database has them recorded by name, so no name changes (test/db/migrations.test.ts holds them).
 * Handed to migrateToLatest and pendingMigrations by each process that opens the database.
 */
export const apiMigrations = joinMigrations(
  coreMigrations,
  garageMigrations,
  notificationMigrations,
  communityMigrations,
);
