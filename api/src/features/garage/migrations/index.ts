import type { Migration } from 'kysely';
import * as garage from './20261121-0100-garage.js';

/** Garage migrations, merged into the service's ordered list by src/db/migrations/index.ts. */
export const garageMigrations: Record<string, Migration> = {
  '20261121-0100-garage': garage,
};
