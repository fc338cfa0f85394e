import { sql, type Kysely } from 'kysely';

// Rate-limit windows live in the database every API process shares, so two replicas behind the host
// count one member's attempts together instead of each allowing the full limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at', 'timestamptz(3)', (col) => col.notNull())
    .execute();
  await sql`create index rate_limit_windows_resets_at_idx on rate_limit_windows (resets_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
