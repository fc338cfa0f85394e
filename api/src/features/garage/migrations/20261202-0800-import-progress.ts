import { sql, type Kysely } from 'kysely';

// A big file is written in the background, a batch at a time (docs/product.md#importing-history,
// docs/adr/0025): the import is 'importing' meanwhile, with how many of its rows are done of how
// many, and ends 'imported', or 'failed' with why (what it had written removed).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports drop constraint imports_state_check`.execute(db);
  await sql`alter table imports add constraint imports_state_check
    check (state in ('preview', 'importing', 'imported', 'undone', 'failed'))`.execute(db);
  await sql`alter table imports add column rows_done integer, add column rows_to_do integer,
    add column failure text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from imports where state in ('importing', 'failed')`.execute(db);
  await sql`alter table imports drop column rows_done, drop column rows_to_do, drop column failure`.execute(
    db,
  );
  await sql`alter table imports drop constraint imports_state_check`.execute(db);
  await sql`alter table imports add constraint imports_state_check
    check (state in ('preview', 'imported', 'undone'))`.execute(db);
}
