import { sql, type Kysely } from 'kysely';

// Every row below a vehicle referred to its owner and to its vehicle separately. One composite key,
// (vehicle_id, user_id) -> vehicles (id, user_id), says more with less: the row's owner is its
// vehicle's owner, and deleting a member still removes everything through their vehicles. It also
// stops each new record from locking the member's row in `users`, which concurrent writes of one
// member queued on.

const CHILD_TABLES = [
  'maintenance_records',
  'modifications',
  'vehicle_photos',
  'reminders',
  'ownership_periods',
  'share_links',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vehicles add constraint vehicles_id_owner_key unique (id, user_id)`.execute(
    db,
  );
  for (const table of CHILD_TABLES) {
    await sql`alter table ${sql.table(table)}
      drop constraint ${sql.ref(`${table}_user_id_fkey`)},
      drop constraint ${sql.ref(`${table}_vehicle_id_fkey`)},
      add constraint ${sql.ref(`${table}_vehicle_owner_fkey`)} foreign key (vehicle_id, user_id)
        references vehicles (id, user_id) on delete cascade on update cascade`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CHILD_TABLES) {
    await sql`alter table ${sql.table(table)}
      drop constraint ${sql.ref(`${table}_vehicle_owner_fkey`)},
      add constraint ${sql.ref(`${table}_user_id_fkey`)} foreign key (user_id)
        references users (id) on delete cascade,
      add constraint ${sql.ref(`${table}_vehicle_id_fkey`)} foreign key (vehicle_id)
        references vehicles (id) on delete cascade`.execute(db);
  }
  await sql`alter table vehicles drop constraint vehicles_id_owner_key`.execute(db);
}
