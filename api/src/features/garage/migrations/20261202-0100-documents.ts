import { sql, type Kysely } from 'kysely';
import { DOCUMENT_KINDS, DOCUMENT_READ_STATES, DOCUMENT_TEXT_SOURCES } from '@vg/contract';

// A car's papers (docs/product.md#papers): each file kept byte for byte as its keeper gave it, with
// what the background reader made of it (a thumbnail and a preview of its first page, its text).
// The bytes live in the database beside the photos, so that one backup holds a garage whole and a
// deleted car or account takes its papers with it (ADR 0024).

const check = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** The words a search matches in a document: what its keeper wrote about it and what it says. */
export const DOCUMENT_SEARCH_TEXT = sql.raw(
  `to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(note, '') || ' ' || coalesce(text_content, ''))`,
);
/** …and in a record, for the same search across a garage. */
export const MAINTENANCE_SEARCH_TEXT = sql.raw(
  `to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(notes, '') || ' ' || coalesce(shop_name, ''))`,
);
export const MODIFICATION_SEARCH_TEXT = sql.raw(
  `to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(reason, ''))`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicle_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('maintenance_record_id', 'uuid', (col) =>
      col.references('maintenance_records.id').onDelete('set null'),
    )
    .addColumn('modification_id', 'uuid', (col) =>
      col.references('modifications.id').onDelete('set null'),
    )
    .addColumn('ownership_period_id', 'uuid', (col) =>
      col.references('ownership_periods.id').onDelete('set null'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(check('kind', DOCUMENT_KINDS)))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('document_date', 'date')
    .addColumn('note', 'text')
    .addColumn('file_name', 'text', (col) => col.notNull())
    // What the bytes are, sniffed from them; never the name's extension or the browser's word.
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    // SHA-256 of the bytes as uploaded (hex): what a dossier lists and a reader checks a copy against.
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('page_count', 'integer')
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('thumb_image', 'bytea')
    .addColumn('preview_image', 'bytea')
    .addColumn('text_content', 'text')
    .addColumn('text_source', 'text', (col) =>
      col.check(check('text_source', DOCUMENT_TEXT_SOURCES)),
    )
    .addColumn('read_status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(check('read_status', DOCUMENT_READ_STATES)),
    )
    .addColumn('read_error', 'text')
    .addColumn('read_at', 'timestamptz(3)')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vehicle_documents_vehicle_idx')
    .on('vehicle_documents')
    .columns(['vehicle_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('vehicle_documents_owner_idx')
    .on('vehicle_documents')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`create index vehicle_documents_search_idx on vehicle_documents using gin (${DOCUMENT_SEARCH_TEXT})`.execute(
    db,
  );
  await sql`create index maintenance_records_search_idx on maintenance_records using gin (${MAINTENANCE_SEARCH_TEXT})`.execute(
    db,
  );
  await sql`create index modifications_search_idx on modifications using gin (${MODIFICATION_SEARCH_TEXT})`.execute(
    db,
  );

  // A share link shows papers only when its keeper ticks them; every link made before leaves them out.
  await db.schema
    .alterTable('share_links')
    .addColumn('show_documents', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  // The papers a dossier lists (their fingerprints are in its entries), and whether it appends them.
  await db.schema
    .alterTable('dossiers')
    .addColumn('document_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('append_documents', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dossiers').dropColumn('document_ids').execute();
  await db.schema.alterTable('dossiers').dropColumn('append_documents').execute();
  await db.schema.alterTable('share_links').dropColumn('show_documents').execute();
  await sql`drop index if exists modifications_search_idx`.execute(db);
  await sql`drop index if exists maintenance_records_search_idx`.execute(db);
  await db.schema.dropTable('vehicle_documents').execute();
}
