import { sql, type Kysely } from 'kysely';

// The Following feed keeps its pages until something they show changes (feed/feed-cache.ts), as
// the registry does (20261126-0100-registry-revision.ts). Records change far more often than the
// registry, so the feed's revision is spread over SHARDS rows and a transaction moves the row of its
// database connection: writers on different connections never wait on one row, and readers sum
// the rows (any change raises the sum). Once per transaction, however many rows it changes.
//
// What moves it: a follow made or dropped; a public car (or one made or no longer public) changed
// in what a line shows; a keeper's username or suspension; an approved photo (a line, or a cover);
// a showcase pick; a record of a public car. A record of a private car, the garage's usual write,
// costs one look-up of its car and moves nothing.

const SHARDS = 16;

/** Vehicle columns a line shows of its car, or that decide whether it shows. */
const FEED_VEHICLE_COLUMNS = [
  'user_id',
  'visibility',
  'make',
  'model',
  'variant',
  'model_year',
  'identifier_key',
  'cover_photo_id',
  'created_at',
];

const TRIGGERS = [
  { table: 'vehicle_follows', event: 'insert or delete' },
  { table: 'keeper_follows', event: 'insert or delete' },
  { table: 'showcase_entries', event: 'insert or update or delete' },
  { table: 'vehicles', event: 'insert', when: `new.visibility = 'public'` },
  {
    table: 'vehicles',
    event: `update of ${FEED_VEHICLE_COLUMNS.join(', ')}`,
    when: `old.visibility = 'public' or new.visibility = 'public'`,
  },
  { table: 'vehicles', event: 'delete', when: `old.visibility = 'public'` },
  {
    table: 'users',
    event: 'update of username, suspended_at',
    when: `old.username is distinct from new.username
      or old.suspended_at is distinct from new.suspended_at`,
  },
  { table: 'vehicle_photos', event: 'insert', when: `new.moderation_status = 'approved'` },
  {
    table: 'vehicle_photos',
    event: 'update',
    when: `old.moderation_status = 'approved' or new.moderation_status = 'approved'`,
  },
  { table: 'vehicle_photos', event: 'delete', when: `old.moderation_status = 'approved'` },
  // Records: only those of a public car, which the function looks up (a condition here cannot).
  { table: 'maintenance_records', event: 'insert or update or delete', onlyPublicCars: true },
  { table: 'modifications', event: 'insert or update or delete', onlyPublicCars: true },
];

const triggerName = (index: number) => `feed_revision_${index}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table feed_revision (
    shard int primary key,
    revision bigint not null default 0,
    changed_by xid8
  )`.execute(db);
  await sql`insert into feed_revision (shard) select generate_series(0, ${sql.lit(SHARDS - 1)})`.execute(
    db,
  );
  // tg_argv[0] = 'public cars only': a record moves the revision only when its car is public.
  await sql`create function feed_changed() returns trigger language plpgsql as $$
    declare
      car uuid;
    begin
      if tg_argv[0] = 'public cars only' then
        if tg_op = 'DELETE' then car := old.vehicle_id; else car := new.vehicle_id; end if;
        if not exists (select 1 from vehicles where id = car and visibility = 'public')
          and (tg_op <> 'UPDATE' or not exists (
            select 1 from vehicles where id = old.vehicle_id and visibility = 'public')) then
          return null;
        end if;
      end if;
      update feed_revision set revision = revision + 1, changed_by = pg_current_xact_id()
        where shard = pg_backend_pid() % ${sql.lit(SHARDS)}
          and changed_by is distinct from pg_current_xact_id();
      return null;
    end $$`.execute(db);
  for (const [index, { table, event, when, onlyPublicCars }] of TRIGGERS.entries()) {
    await sql`create trigger ${sql.id(triggerName(index))} after ${sql.raw(event)}
      on ${sql.table(table)} for each row ${when ? sql`when (${sql.raw(when)})` : sql``}
      execute function feed_changed(${sql.lit(onlyPublicCars ? 'public cars only' : 'any')})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [index, { table }] of TRIGGERS.entries()) {
    await sql`drop trigger ${sql.id(triggerName(index))} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function feed_changed()`.execute(db);
  await sql`drop table feed_revision`.execute(db);
}
