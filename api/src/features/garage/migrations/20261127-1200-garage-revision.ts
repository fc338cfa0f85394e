import { sql, type Kysely } from 'kysely';

// A member's garage revision (users.garage_revision): moved, once per transaction, whenever one of
// their vehicles or its photos is added, changed or removed, so that the owner's list and a car's
// page can be kept in the API process until it moves (vehicles/owner-answers.ts, ADR 0019). It is
// on the member's row because every signed-in request reads that row already (the caller check):
// the revision comes with it, at no extra round trip.
//
// The triggers are deferred to the end of the transaction: the member's row is locked last, after
// every other row the transaction writes, so two transactions of one member cannot each hold a row
// the other waits for. A car that changes hands moves both members' revisions. Records do not move
// it (neither answer shows them); a record that raises the car's reading changes the car, which does.

const TABLES = ['vehicles', 'vehicle_photos'] as const;

const triggerName = (table: string) => `${table}_garage_changed`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column garage_revision bigint not null default 0,
    add column garage_changed_by xid8`.execute(db);
  await sql`create function garage_changed() returns trigger language plpgsql as $$
    declare
      owners uuid[];
    begin
      if tg_op = 'INSERT' then owners := array[new.user_id];
      elsif tg_op = 'DELETE' then owners := array[old.user_id];
      else owners := array[old.user_id, new.user_id];
      end if;
      update users set garage_revision = garage_revision + 1, garage_changed_by = pg_current_xact_id()
        where id = any(owners) and garage_changed_by is distinct from pg_current_xact_id();
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`create constraint trigger ${sql.id(triggerName(table))}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function garage_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger ${sql.id(triggerName(table))} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function garage_changed()`.execute(db);
  await sql`alter table users drop column garage_revision, drop column garage_changed_by`.execute(
    db,
  );
}
