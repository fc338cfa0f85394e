import type { Migration } from 'kysely';
import * as notifications from './20261121-0500-notifications.js';
import * as delivery from './20261125-1100-notification-delivery.js';

/** Notification migrations, joined to the API's list by src/migrations.ts. */
export const notificationMigrations: Record<string, Migration> = {
  '20261121-0500-notifications': notifications,
  '20261125-1100-notification-delivery': delivery,
};
