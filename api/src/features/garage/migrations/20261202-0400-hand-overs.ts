import { sql, type Kysely } from 'kysely';

// A car handed to its new keeper with its history (docs/product.md#hand-over): the seller's offer,
// found by its one-time code's hash, and the read-only copy of the history a seller may keep.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hand_overs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('seller_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // SHA-256 of the code: the code itself is shown to the seller once and never stored.
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('sold_on', 'date', (col) => col.notNull())
    .addColumn('include_costs', 'boolean', (col) => col.notNull())
    .addColumn('include_notes', 'boolean', (col) => col.notNull())
    .addColumn('keep_copy', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz(3)', (col) => col.notNull())
    .addColumn('withdrawn_at', 'timestamptz(3)')
    .addColumn('accepted_at', 'timestamptz(3)')
    .addColumn('buyer_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index hand_overs_vehicle_idx on hand_overs (vehicle_id)`.execute(db);

  await db.schema
    .createTable('kept_vehicles')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The car as it was handed over; no reference: the copy outlives whatever the buyer does with it.
    .addColumn('vehicle_id', 'uuid', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('handed_over_on', 'date', (col) => col.notNull())
    .addColumn('history', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index kept_vehicles_user_idx on kept_vehicles (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kept_vehicles').execute();
  await db.schema.dropTable('hand_overs').execute();
}
