import { sql, type Kysely } from 'kysely';

// Notifications that reach the member: what each is about (to link it and act on it), grouping
// ("5 people admired your Giulia"), an order the live stream resumes from, the member's choice of
// channel per kind, and the items waiting for the weekly digest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence notification_stream_seq`.execute(db);
  await db.schema
    .alterTable('notifications')
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'text')
    .addColumn('group_key', 'text')
    // Taken again when a grouped notification is updated, so a resuming stream sees it once more.
    .addColumn('stream_seq', 'bigint', (col) =>
      col.notNull().defaultTo(sql`nextval('notification_stream_seq')`),
    )
    .execute();
  // At most one unread notification per group: notify() updates it instead of adding another.
  await sql`create unique index notifications_unread_group_idx on notifications (user_id, group_key)
    where read_at is null and group_key is not null`.execute(db);
  await db.schema
    .createIndex('notifications_user_stream_idx')
    .on('notifications')
    .columns(['user_id', 'stream_seq'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('in_app', 'boolean', (col) => col.notNull())
    .addColumn('email', 'text', (col) =>
      col.notNull().check(sql`email in ('never', 'immediately', 'weekly-digest')`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_settings_pkey', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_digest_items')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index notification_digest_pending_idx on notification_digest_items (user_id, created_at)
    where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_digest_items').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropIndex('notifications_user_stream_idx').execute();
  await db.schema.dropIndex('notifications_unread_group_idx').execute();
  await db.schema
    .alterTable('notifications')
    .dropColumn('stream_seq')
    .dropColumn('group_key')
    .dropColumn('target_id')
    .dropColumn('target_kind')
    .execute();
  await sql`drop sequence notification_stream_seq`.execute(db);
}
