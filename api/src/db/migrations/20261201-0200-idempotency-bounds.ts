import { sql, type Kysely } from 'kysely';

// Idempotency-Key rows take a bounded room (src/http/idempotency.ts, docs/security.md T43):
// - the path is kept as its SHA-256, not as sent (an address may be long);
// - the answer is kept as bytes sealed with the server's secret (a PDF byte for byte; a share link's
//   token out of a database reader's reach), its headers inside it. Answers kept before were plain
//   text: they are dropped, and a replay of one is told the change was made, never run again;
// - the member's keys by age, for evicting the oldest past the bound.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('path_hash', 'text').execute();
  await sql`update idempotency_keys set path_hash = encode(sha256(convert_to(path, 'UTF8')), 'hex')`.execute(
    db,
  );
  await db.schema
    .alterTable('idempotency_keys')
    .alterColumn('path_hash', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('path').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('answer').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('content_type').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('answer', 'bytea').execute();
  await sql`create index idempotency_keys_user_locked_at_idx on idempotency_keys (user_id, locked_at)`.execute(
    db,
  );
}

// Back to the plain columns; the sealed answers and the paths cannot be read back, so the rows go.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index idempotency_keys_user_locked_at_idx`.execute(db);
  await sql`delete from idempotency_keys`.execute(db);
  await db.schema.alterTable('idempotency_keys').dropColumn('answer').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('path_hash').execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('path', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('idempotency_keys').addColumn('content_type', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('answer', 'text').execute();
}
