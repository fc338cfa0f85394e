import { sql, type Kysely } from 'kysely';

// Export everything (docs/product.md#your-data), made safe to ask for at any moment:
// - one export in the making per member, held by the database itself: two requests at the same
//   moment cannot both start one, whichever process serves them;
// - the archive stored in parts, in order, as it is written, instead of one value: neither the job
//   that writes it nor the download that reads it holds a whole archive in memory.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Before the index can hold: of a member's exports in the making, the newest goes on.
  await sql`
    update account_exports set status = 'failed'
    where status in ('queued', 'working') and id not in (
      select distinct on (user_id) id from account_exports
      where status in ('queued', 'working')
      order by user_id, created_at desc, id)`.execute(db);
  await sql`
    create unique index account_exports_one_running_idx on account_exports (user_id)
    where status in ('queued', 'working')`.execute(db);

  await db.schema
    .createTable('account_export_parts')
    .addColumn('export_id', 'uuid', (col) =>
      col.notNull().references('account_exports.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('account_export_parts_pkey', ['export_id', 'seq'])
    .execute();
  await sql`
    insert into account_export_parts (export_id, seq, data)
    select id, 0, archive from account_exports where archive is not null`.execute(db);
  await db.schema.alterTable('account_exports').dropColumn('archive').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_exports').addColumn('archive', 'bytea').execute();
  await sql`
    update account_exports set archive = parts.data
    from (select export_id, string_agg(data, ''::bytea order by seq) as data
          from account_export_parts group by export_id) as parts
    where parts.export_id = account_exports.id`.execute(db);
  await db.schema.dropTable('account_export_parts').execute();
  await sql`drop index account_exports_one_running_idx`.execute(db);
}
