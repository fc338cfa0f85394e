import { sql, type Kysely } from 'kysely';

// Bringing a car's history in (docs/product.md#importing-history, docs/adr/0025).
//
// - imports: one file read into a preview, then confirmed (or dropped), then maybe undone. The
//   file's cells are kept as read (text), so a changed column match or day order reads them again
//   without the upload; with the car, as every row below a car, through (vehicle_id, user_id).
// - imported_rows: what each written row became, by its fingerprint (a hash of the values it was
//   written with). One per car and fingerprint: importing the same file again adds nothing, and
//   undo deletes exactly these records. Undone, the rows go, so the file can be imported again.
// - import_column_memory: which field a member's header became, for their next file.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('vehicle_id', 'uuid', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull().check(sql`format in ('csv', 'xlsx')`))
    .addColumn('sheets', 'jsonb', (col) => col.notNull())
    .addColumn('settings', 'jsonb', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('preview')
        .check(sql`state in ('preview', 'imported', 'undone')`),
    )
    .addColumn('written', 'integer')
    .addColumn('previous_odometer', 'integer')
    .addColumn('raised_odometer', 'integer')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('imported_at', 'timestamptz(3)')
    .addColumn('undone_at', 'timestamptz(3)')
    .execute();
  await sql`alter table imports add constraint imports_vehicle_owner_fkey foreign key (vehicle_id, user_id)
    references vehicles (id, user_id) on delete cascade on update cascade`.execute(db);
  await sql`create index imports_vehicle_idx on imports (vehicle_id)`.execute(db);

  await db.schema
    .createTable('imported_rows')
    .addColumn('import_id', 'uuid', (col) =>
      col.notNull().references('imports.id').onDelete('cascade'),
    )
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('row_number', 'integer', (col) => col.notNull())
    .addColumn('target', 'text', (col) =>
      col.notNull().check(sql`target in ('maintenance', 'modification', 'cost', 'fuel')`),
    )
    .addColumn('record_id', 'uuid', (col) => col.notNull())
    .addPrimaryKeyConstraint('imported_rows_pkey', ['vehicle_id', 'fingerprint'])
    .execute();
  await sql`create index imported_rows_import_idx on imported_rows (import_id)`.execute(db);

  await db.schema
    .createTable('import_column_memory')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('header', 'text', (col) => col.notNull())
    .addColumn('field', 'text')
    .addPrimaryKeyConstraint('import_column_memory_pkey', ['user_id', 'header'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_column_memory').execute();
  await db.schema.dropTable('imported_rows').execute();
  await db.schema.dropTable('imports').execute();
}
