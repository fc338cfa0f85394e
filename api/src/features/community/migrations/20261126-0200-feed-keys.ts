import { sql, type Kysely } from 'kysely';

// The Following feed reads each kind of line newest first and keeps the followed cars' rows
// (feed/feed-query.ts). With the car in the (time, id) indexes, that test is made on the index
// entries alone: the table is read only for the page's lines, not for every entry passed over.
// And a followed keeper's public cars come from an index of public cars by keeper.

const REPLACED = [
  {
    name: 'maintenance_created_idx',
    create: sql`create index maintenance_created_idx on maintenance_records
      (created_at desc, id desc) include (vehicle_id)`,
    previous: sql`create index maintenance_created_idx on maintenance_records (created_at desc, id desc)`,
  },
  {
    name: 'modifications_created_idx',
    create: sql`create index modifications_created_idx on modifications
      (created_at desc, id desc) include (vehicle_id)`,
    previous: sql`create index modifications_created_idx on modifications (created_at desc, id desc)`,
  },
  {
    name: 'vehicle_photos_approved_idx',
    create: sql`create index vehicle_photos_approved_idx on vehicle_photos
      (moderated_at desc, id desc) include (vehicle_id) where moderation_status = 'approved'`,
    previous: sql`create index vehicle_photos_approved_idx on vehicle_photos (moderated_at desc, id desc)
      where moderation_status = 'approved'`,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of REPLACED) {
    await sql`drop index ${sql.ref(index.name)}`.execute(db);
    await index.create.execute(db);
  }
  await sql`create index vehicles_public_owner_idx on vehicles (user_id) include (id)
    where visibility = 'public'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index vehicles_public_owner_idx`.execute(db);
  for (const index of REPLACED) {
    await sql`drop index ${sql.ref(index.name)}`.execute(db);
    await index.previous.execute(db);
  }
}
