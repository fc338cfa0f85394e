import { sql, type Kysely } from 'kysely';
import {
  CONDITIONS,
  COST_KINDS,
  COST_RECURRENCES,
  VALUATION_KINDS,
  VOLUME_UNITS,
} from '@vg/contract';

// What keeping a car costs and what it is worth (docs/product.md#costs-of-keeping, #fuel,
// #valuations-and-condition, #totals, #the-keepers-calendar): costs of keeping besides the work,
// fill-ups, valuations, condition reports, the car's purchase and sale, the renewal reminder a
// recurring cost makes, and the secret address of each member's calendar feed.
//
// Every row below a car carries (vehicle_id, user_id) -> vehicles (id, user_id), as the records do
// (20261121-0600-records-follow-vehicle-owner): its owner is its car's owner, and goes with it.

const check = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

const CHILD_TABLES = ['vehicle_costs', 'fuel_fills', 'vehicle_valuations', 'condition_reports'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vehicles')
    .addColumn('purchase_date', 'date')
    .addColumn('purchase_odometer', 'integer')
    .addColumn('sale_date', 'date')
    .addColumn('sale_price', 'numeric(12, 2)')
    .addColumn('sale_currency', 'text')
    .addColumn('sale_odometer', 'integer')
    .execute();

  await db.schema
    .createTable('vehicle_costs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('vehicle_id', 'uuid', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(check('kind', COST_KINDS)))
    .addColumn('cost_date', 'date', (col) => col.notNull())
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('currency', 'text')
    .addColumn('recurrence', 'text', (col) => col.check(check('recurrence', COST_RECURRENCES)))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('fuel_fills')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('vehicle_id', 'uuid', (col) => col.notNull())
    .addColumn('fill_date', 'date', (col) => col.notNull())
    .addColumn('odometer', 'integer', (col) => col.notNull())
    .addColumn('volume', 'numeric(10, 3)', (col) => col.notNull().check(sql`volume > 0`))
    .addColumn('volume_unit', 'text', (col) =>
      col.notNull().check(check('volume_unit', VOLUME_UNITS)),
    )
    .addColumn('total_price', 'numeric(12, 2)')
    .addColumn('currency', 'text')
    .addColumn('full', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('vehicle_valuations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('vehicle_id', 'uuid', (col) => col.notNull())
    .addColumn('valued_on', 'date', (col) => col.notNull())
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('currency', 'text')
    .addColumn('kind', 'text', (col) => col.notNull().check(check('kind', VALUATION_KINDS)))
    .addColumn('valued_by', 'text')
    .addColumn('note', 'text')
    // The paper it is written on; the valuation stays when the paper goes.
    .addColumn('document_id', 'uuid', (col) =>
      col.references('vehicle_documents.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('condition_reports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('vehicle_id', 'uuid', (col) => col.notNull())
    .addColumn('reported_on', 'date', (col) => col.notNull())
    .addColumn('condition', 'text', (col) => col.notNull().check(check('condition', CONDITIONS)))
    .addColumn('reported_by', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  for (const table of CHILD_TABLES) {
    await sql`alter table ${sql.table(table)}
      add constraint ${sql.ref(`${table}_vehicle_owner_fkey`)} foreign key (vehicle_id, user_id)
        references vehicles (id, user_id) on delete cascade on update cascade`.execute(db);
    await sql`create index ${sql.ref(`${table}_vehicle_idx`)} on ${sql.table(table)} (vehicle_id)`.execute(
      db,
    );
  }

  // A recurring cost's renewal reminder. One reminder per cost: entering the next cost of a series
  // moves the open reminder on rather than adding one (costs/renewal-reminder.ts).
  await db.schema
    .alterTable('reminders')
    .addColumn('cost_id', 'uuid', (col) => col.references('vehicle_costs.id').onDelete('set null'))
    // The calendar feed's LAST-MODIFIED and SEQUENCE: a snooze or a moved renewal changes the event.
    .addColumn('updated_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index reminders_cost_idx on reminders (cost_id) where cost_id is not null`.execute(
    db,
  );

  // The keeper's calendar: only the token's SHA-256 is kept, like a share link's.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await sql`drop index reminders_cost_idx`.execute(db);
  await db.schema.alterTable('reminders').dropColumn('cost_id').dropColumn('updated_at').execute();
  for (const table of [...CHILD_TABLES].reverse()) await db.schema.dropTable(table).execute();
  await db.schema
    .alterTable('vehicles')
    .dropColumn('purchase_date')
    .dropColumn('purchase_odometer')
    .dropColumn('sale_date')
    .dropColumn('sale_price')
    .dropColumn('sale_currency')
    .dropColumn('sale_odometer')
    .execute();
}
