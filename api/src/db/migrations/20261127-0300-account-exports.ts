import { sql, type Kysely } from 'kysely';

// A member's "Export everything" (docs/product.md#your-data): one row per request, worked by a
// background job that fills in its progress and, once done, the archive and the hash of the
// download link emailed to the member. A member's rows go with their account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_exports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('archive', 'bytea')
    .addColumn('size_bytes', 'integer')
    .addColumn('token_hash', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz(3)')
    .addColumn('expires_at', 'timestamptz(3)')
    .execute();
  await sql`create index account_exports_user_idx on account_exports (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create unique index account_exports_token_idx on account_exports (token_hash)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_exports').execute();
}
