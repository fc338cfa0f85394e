import { sql, type Kysely } from 'kysely';

// One row per (member, Idempotency-Key): what the first request was and, once answered, the answer
// a replay gets (src/http/idempotency.ts, docs/adr/0015). The primary key is the lock: two replays at
// once cannot both insert it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('body_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('answer', 'text')
    .addColumn('locked_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz(3)', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await sql`create index idempotency_keys_expires_at_idx on idempotency_keys (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
