import type { Migration } from 'kysely';
import * as notifications from './20261121-0500-notifications.js';

/** Notification migrations, merged into the service's ordered list by src/db/migrations/index.ts. */
export const notificationMigrations: Record<string, Migration> = {
  '20261121-0500-notifications': notifications,
};
