import { sql, type Kysely } from 'kysely';

// Who entered each record, photo and paper (docs/product.md#hand-over): the member, kept apart from
// the car's keeper (user_id, which follows the car when it changes hands), so an entry is never
// re-attributed. Set on insert from the keeper by a trigger, so every way in (forms, imports, the
// archive, a record made from a paper) records its author without each having to say it.

const TABLES = ['maintenance_records', 'modifications', 'vehicle_photos', 'vehicle_documents'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function entered_by_keeper() returns trigger language plpgsql as $$
    begin
      if new.entered_by is null then new.entered_by := new.user_id; end if;
      return new;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column entered_by uuid`.execute(db);
    await sql`update ${sql.table(table)} set entered_by = user_id`.execute(db);
    await sql`alter table ${sql.table(table)} alter column entered_by set not null`.execute(db);
    await sql`create trigger ${sql.id(`${table}_entered_by`)} before insert on ${sql.table(table)}
      for each row execute function entered_by_keeper()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger ${sql.id(`${table}_entered_by`)} on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column entered_by`.execute(db);
  }
  await sql`drop function entered_by_keeper()`.execute(db);
}
