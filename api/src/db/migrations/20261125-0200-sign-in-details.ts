import { sql, type Kysely } from 'kysely';

// Each bearer token is one sign-in. What a member needs to recognise it on /profile ("Chrome on
// macOS, signed in 3 Nov from 203.0.113.5, active 2 h ago") and what tells a new device from a known
// one (the user agent's hash) are kept with it. Tokens from before this migration have none of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('auth_tokens')
    .addColumn('method', 'text', (col) =>
      col.check(sql`method in ('password', 'google', 'registration', 'password_change')`),
    )
    .addColumn('device', 'text')
    .addColumn('device_hash', 'text')
    .addColumn('ip', 'text')
    .addColumn('last_seen_at', 'timestamptz(3)')
    .execute();
  await sql`create index auth_tokens_user_device_idx on auth_tokens (user_id, device_hash)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index auth_tokens_user_device_idx`.execute(db);
  await db.schema
    .alterTable('auth_tokens')
    .dropColumn('method')
    .dropColumn('device')
    .dropColumn('device_hash')
    .dropColumn('ip')
    .dropColumn('last_seen_at')
    .execute();
}
