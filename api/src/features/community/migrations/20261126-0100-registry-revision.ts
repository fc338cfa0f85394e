import { sql, type Kysely } from 'kysely';

// The registry keeps whole answers until something it shows changes (registry/registry-cache.ts).
// "Did anything change?" was the last change to any car or member plus a count of every public car
// (a scan of all of them, on every request), and any garage write to any car, private or not,
// made every answer stale. Now a revision number moves with each transaction that changes what the
// registry shows: a public car (or one made or no longer public), an approved photo (covers), a
// keeper's name or suspension. Reading it is one row. Garage writes that change none of these
// (records, readings, private cars) neither move it nor wait on its row.

/** Vehicle columns the registry and its cards read (the key and search columns derive from them). */
const REGISTRY_VEHICLE_COLUMNS = [
  'user_id',
  'visibility',
  'make',
  'model',
  'variant',
  'coachbuilder',
  'model_year',
  'current_colour',
  'factory_colour',
  'identifier_key',
  'cover_photo_id',
  'created_at',
];

/** Each runs registry_changed() after its event, for each row that matters to the registry. */
const TRIGGERS = [
  {
    name: 'vehicles_registry_insert',
    event: 'insert',
    table: 'vehicles',
    when: `new.visibility = 'public'`,
  },
  {
    name: 'vehicles_registry_update',
    event: `update of ${REGISTRY_VEHICLE_COLUMNS.join(', ')}`,
    table: 'vehicles',
    when: `old.visibility = 'public' or new.visibility = 'public'`,
  },
  {
    name: 'vehicles_registry_delete',
    event: 'delete',
    table: 'vehicles',
    when: `old.visibility = 'public'`,
  },
  {
    name: 'users_registry_update',
    event: 'update of username, display_name, suspended_at',
    table: 'users',
    when: `old.username is distinct from new.username
      or old.display_name is distinct from new.display_name
      or old.suspended_at is distinct from new.suspended_at`,
  },
  {
    name: 'vehicle_photos_registry_insert',
    event: 'insert',
    table: 'vehicle_photos',
    when: `new.moderation_status = 'approved'`,
  },
  {
    name: 'vehicle_photos_registry_update',
    event: 'update of moderation_status, vehicle_id, position, created_at',
    table: 'vehicle_photos',
    when: `old.moderation_status = 'approved' or new.moderation_status = 'approved'`,
  },
  {
    name: 'vehicle_photos_registry_delete',
    event: 'delete',
    table: 'vehicle_photos',
    when: `old.moderation_status = 'approved'`,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table registry_revision (
    only_row boolean primary key default true check (only_row),
    revision bigint not null default 0,
    changed_by xid8
  )`.execute(db);
  await sql`insert into registry_revision default values`.execute(db);
  // Once per transaction, however many rows it changes (a keeper's deletion takes all their cars):
  // the later rows of the same transaction find the row already theirs and write nothing.
  await sql`create function registry_changed() returns trigger language plpgsql as $$
    begin
      update registry_revision set revision = revision + 1, changed_by = pg_current_xact_id()
        where changed_by is distinct from pg_current_xact_id();
      return null;
    end $$`.execute(db);
  for (const { name, event, table, when } of TRIGGERS) {
    await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.table(table)}
      for each row when (${sql.raw(when)}) execute function registry_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table } of TRIGGERS) {
    await sql`drop trigger ${sql.id(name)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function registry_changed()`.execute(db);
  await sql`drop table registry_revision`.execute(db);
}
