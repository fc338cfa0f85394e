import { sql, type Kysely } from 'kysely';

// Workshops and co-keepers (docs/product.md#workshops-and-co-keepers): a member a car's keeper let
// in, with a role on that one car. A row is never deleted when access ends (revoked, left, declined
// or the car changed hands): an entry a workshop made still says it came from a workshop, by the
// business name it chose, long after the workshop has gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicle_collaborators')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('workshop', 'co-keeper')`))
    .addColumn('invited_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('invited_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz(3)')
    // The name a workshop publishes with its entries; null: 'a workshop'.
    .addColumn('business_name', 'text')
    .addColumn('ended_at', 'timestamptz(3)')
    .addColumn('ended_why', 'text', (col) =>
      col.check(sql`ended_why in ('revoked', 'left', 'declined', 'handed-over')`),
    )
    .execute();
  // One live invitation or access per member and car.
  await sql`create unique index vehicle_collaborators_live_idx
    on vehicle_collaborators (vehicle_id, member_id) where ended_at is null`.execute(db);
  await sql`create index vehicle_collaborators_member_idx
    on vehicle_collaborators (member_id) where ended_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicle_collaborators').execute();
}
