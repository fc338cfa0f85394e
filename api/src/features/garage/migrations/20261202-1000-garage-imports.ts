import { sql, type Kysely } from 'kysely';

// The whole garage from one spreadsheet (docs/product.md#importing-history, docs/adr/0025): an
// import of no one car (vehicle_id null), whose car column names each row's car. Its rows' claims
// (imported_rows) already carry their car; what it raised each car's reading from, for undo, is
// kept per car in import_readings, which a car's own import uses too (its one row moved there from
// the two columns of imports). An import of no car goes with its member.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports alter column vehicle_id drop not null`.execute(db);
  await sql`alter table imports add constraint imports_user_fkey foreign key (user_id)
    references users (id) on delete cascade`.execute(db);
  await sql`create index imports_garage_idx on imports (user_id, created_at)
    where vehicle_id is null`.execute(db);
  await db.schema
    .createTable('import_readings')
    .addColumn('import_id', 'uuid', (col) =>
      col.notNull().references('imports.id').onDelete('cascade'),
    )
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('previous_odometer', 'integer')
    .addColumn('raised_odometer', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_readings_pkey', ['import_id', 'vehicle_id'])
    .execute();
  await sql`insert into import_readings (import_id, vehicle_id, previous_odometer, raised_odometer)
    select id, vehicle_id, previous_odometer, raised_odometer from imports
    where raised_odometer is not null and vehicle_id is not null`.execute(db);
  await sql`alter table imports drop column previous_odometer, drop column raised_odometer`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports add column previous_odometer integer,
    add column raised_odometer integer`.execute(db);
  await sql`update imports set previous_odometer = r.previous_odometer,
    raised_odometer = r.raised_odometer
    from import_readings r where r.import_id = imports.id and r.vehicle_id = imports.vehicle_id`.execute(
    db,
  );
  await db.schema.dropTable('import_readings').execute();
  await sql`delete from imports where vehicle_id is null`.execute(db);
  await sql`drop index imports_garage_idx`.execute(db);
  await sql`alter table imports drop constraint imports_user_fkey`.execute(db);
  await sql`alter table imports alter column vehicle_id set not null`.execute(db);
}
