import { sql, type Kysely } from 'kysely';

// The registry caches its counts and result lists until anything they depend on changes
// (registry/registry-cache.ts); these indexes make "what changed last" two index lookups.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index vehicles_updated_at_idx on vehicles (updated_at)`.execute(db);
  await sql`create index users_updated_at_idx on users (updated_at)`.execute(db);
  // The keeper half of the search box (username and display name) through an index too.
  await sql`create index users_search_idx on users
    using gin (to_tsvector('simple', username || ' ' || coalesce(display_name, '')))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_search_idx`.execute(db);
  await sql`drop index users_updated_at_idx`.execute(db);
  await sql`drop index vehicles_updated_at_idx`.execute(db);
}
