import { sql, type Kysely } from 'kysely';
// created_at is millisecond precision (timestamptz(3)) so keyset cursors, which carry a JS Date, match rows exactly.

// Migrations take Kysely<unknown>: they describe the schema as it was then, not today's types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('location', 'text')
    .addColumn('avatar_id', 'uuid')
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('consented_at', 'timestamptz')
    .addColumn('google_subject', 'text', (col) => col.unique())
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspension_message', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Emails and usernames are unique regardless of case: "Ann" and "ann" are the same person.
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await db.schema
    .createIndex('users_created_at_id_idx')
    .on('users')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_tokens_user_id_idx')
    .on('auth_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('verify_email', 'change_email', 'reset_password')`),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_tokens_user_id_idx')
    .on('email_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('avatars')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('avatars_user_id_idx').on('avatars').column('user_id').execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'read', 'archived')`),
    )
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('feedback_created_at_id_idx')
    .on('feedback')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback', 'avatars', 'email_tokens', 'auth_tokens', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
