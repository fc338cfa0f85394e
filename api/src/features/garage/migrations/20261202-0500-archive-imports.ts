import { sql, type Kysely } from 'kysely';

// A whole-account archive imported (docs/product.md#importing-history): which of the archive's cars
// became which car here, by the archive's own id for it, so importing the same archive (or a later
// export of the same account) again adds none of the cars it added. Deleting the car here forgets
// it, and it can be imported again.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('archive_cars')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_id', 'text', (col) => col.notNull())
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('archive_cars_pkey', ['user_id', 'source_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('archive_cars').execute();
}
