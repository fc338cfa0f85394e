import { sql, type Kysely } from 'kysely';

// Sale dossiers (docs/product.md#sale-dossier): what each dossier held when it was made, so that its
// verification page can say, record by record, whether the garage still holds the same. The PDF
// itself is not kept: the fingerprint and the per-record hashes are what a buyer checks against.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dossiers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The short public code of /verify/<code>: 60 random bits, so codes cannot be walked.
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paper', 'text', (col) => col.notNull().check(sql`paper in ('A4', 'Letter')`))
    .addColumn('show_costs', 'boolean', (col) => col.notNull())
    .addColumn('show_notes', 'boolean', (col) => col.notNull())
    .addColumn('photo_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    // SHA-256 of the canonical JSON of everything the dossier holds (hex).
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    // One entry per record in the dossier: kind, id, title, date, hash of its content in the
    // dossier, and when it was entered and last changed at the time.
    .addColumn('entries', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz(3)')
    .execute();
  await db.schema
    .createIndex('dossiers_vehicle_idx')
    .on('dossiers')
    .columns(['vehicle_id', 'created_at'])
    .execute();
  // A provenance entry changed after a dossier must say when, like records do.
  await db.schema
    .alterTable('ownership_periods')
    .addColumn('updated_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update ownership_periods set updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ownership_periods').dropColumn('updated_at').execute();
  await db.schema.dropTable('dossiers').execute();
}
