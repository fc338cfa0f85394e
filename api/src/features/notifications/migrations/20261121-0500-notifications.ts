import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they describe the schema as it was then, not today's types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('read_at', 'timestamptz')
    // Millisecond precision so keyset cursors, which carry a JS Date, match rows exactly.
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The list (newest first, by cursor) and the unread count both start from the owner.
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
  await sql`create index notifications_user_unread_idx on notifications (user_id) where read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
