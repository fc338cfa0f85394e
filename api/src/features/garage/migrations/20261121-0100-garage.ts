import { sql, type Kysely } from 'kysely';

// Every garage row carries its owner's id, even below a vehicle: each query scopes by owner with one
// indexed comparison instead of a join, and a forgotten join can never leak another member's rows.
// created_at is timestamptz(3) so keyset cursors, which carry a JS Date, match rows exactly.

const check = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

const NUMBERS_VERDICTS = ['matching', 'non_matching', 'period_correct', 'unknown'] as const;
const DATE_PRECISIONS = ['day', 'month', 'year', 'circa'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('identifier_kind', 'text', (col) =>
      col.notNull().check(check('identifier_kind', ['vin', 'serial', 'chassis', 'none'])),
    )
    .addColumn('identifier', 'text')
    .addColumn('identifier_key', 'text')
    .addColumn('identifier_check', 'text', (col) =>
      col.check(check('identifier_check', ['valid', 'mismatch_confirmed'])),
    )
    .addColumn('make', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('variant', 'text')
    .addColumn('coachbuilder', 'text')
    .addColumn('body_style', 'text')
    .addColumn('model_year', 'integer')
    .addColumn('build_date', 'date')
    .addColumn('build_date_precision', 'text', (col) =>
      col.check(check('build_date_precision', DATE_PRECISIONS)),
    )
    .addColumn('engine_number', 'text')
    .addColumn('gearbox_number', 'text')
    .addColumn('factory_colour', 'text')
    .addColumn('current_colour', 'text')
    .addColumn('registration', 'text')
    .addColumn('odometer_unit', 'text', (col) =>
      col
        .notNull()
        .defaultTo('mi')
        .check(check('odometer_unit', ['mi', 'km'])),
    )
    .addColumn('odometer_reading', 'integer')
    .addColumn('odometer_is_actual', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('condition', 'text', (col) =>
      col.check(check('condition', ['project', 'driver', 'restored', 'survivor', 'concours'])),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(check('status', ['active', 'stored', 'under_restoration', 'sold', 'destroyed'])),
    )
    .addColumn('story', 'text')
    .addColumn('visibility', 'text', (col) =>
      col
        .notNull()
        .defaultTo('private')
        .check(check('visibility', ['private', 'unlisted', 'public'])),
    )
    .addColumn('purchase_price', 'numeric(12, 2)')
    .addColumn('purchase_currency', 'text')
    .addColumn('numbers_chassis', 'text', (col) =>
      col.notNull().defaultTo('unknown').check(check('numbers_chassis', NUMBERS_VERDICTS)),
    )
    .addColumn('numbers_engine', 'text', (col) =>
      col.notNull().defaultTo('unknown').check(check('numbers_engine', NUMBERS_VERDICTS)),
    )
    .addColumn('numbers_gearbox', 'text', (col) =>
      col.notNull().defaultTo('unknown').check(check('numbers_gearbox', NUMBERS_VERDICTS)),
    )
    .addColumn('numbers_body', 'text', (col) =>
      col.notNull().defaultTo('unknown').check(check('numbers_body', NUMBERS_VERDICTS)),
    )
    .addColumn('cover_photo_id', 'uuid')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vehicles_owner_created_idx')
    .on('vehicles')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await sql`create index vehicles_public_identifier_idx on vehicles (identifier_key) where visibility = 'public'`.execute(
    db,
  );

  await db.schema
    .createTable('maintenance_records')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('performed_on', 'date', (col) => col.notNull())
    .addColumn('odometer', 'integer')
    .addColumn('category', 'text', (col) =>
      col
        .notNull()
        .check(
          check('category', [
            'service',
            'repair',
            'inspection',
            'restoration',
            'lay_up',
            'recommission',
            'other',
          ]),
        ),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('performed_by', 'text', (col) =>
      col
        .notNull()
        .defaultTo('owner')
        .check(check('performed_by', ['owner', 'shop', 'specialist'])),
    )
    .addColumn('shop_name', 'text')
    .addColumn('labour_hours', 'numeric(7, 2)')
    .addColumn('parts_cost', 'numeric(12, 2)')
    .addColumn('labour_cost', 'numeric(12, 2)')
    .addColumn('total_cost', 'numeric(12, 2)')
    .addColumn('currency', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('maintenance_owner_date_idx')
    .on('maintenance_records')
    .columns(['user_id', 'performed_on', 'id'])
    .execute();
  await db.schema
    .createIndex('maintenance_vehicle_date_idx')
    .on('maintenance_records')
    .columns(['vehicle_id', 'performed_on', 'id'])
    .execute();

  await db.schema
    .createTable('maintenance_parts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('record_id', 'uuid', (col) =>
      col.notNull().references('maintenance_records.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('part_number', 'text')
    .addColumn('brand', 'text')
    .addColumn('quantity', 'numeric(10, 2)', (col) => col.notNull().defaultTo(1))
    .addColumn('unit_cost', 'numeric(12, 2)')
    .addColumn('source', 'text', (col) =>
      col.check(
        check('source', ['oem', 'new_old_stock', 'reproduction', 'aftermarket', 'used', 'rebuilt']),
      ),
    )
    .execute();
  await db.schema
    .createIndex('maintenance_parts_record_idx')
    .on('maintenance_parts')
    .columns(['record_id', 'position'])
    .execute();

  await db.schema
    .createTable('modifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('system', 'text', (col) =>
      col
        .notNull()
        .check(
          check('system', [
            'engine',
            'fuel',
            'ignition',
            'electrical',
            'cooling',
            'exhaust',
            'drivetrain',
            'suspension',
            'brakes',
            'steering',
            'wheels_tyres',
            'body',
            'paint',
            'interior',
            'safety',
            'comfort',
          ]),
        ),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('planned')
        .check(check('status', ['planned', 'in_progress', 'completed', 'reverted'])),
    )
    .addColumn('performed_on', 'date')
    .addColumn('in_period', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('reversible', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('original_retained', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('original_location', 'text')
    .addColumn('reason', 'text')
    .addColumn('cost', 'numeric(12, 2)')
    .addColumn('currency', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('modifications_owner_created_idx')
    .on('modifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('modifications_vehicle_idx')
    .on('modifications')
    .columns(['vehicle_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('vehicle_photos')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('maintenance_record_id', 'uuid', (col) =>
      col.references('maintenance_records.id').onDelete('set null'),
    )
    .addColumn('modification_id', 'uuid', (col) =>
      col.references('modifications.id').onDelete('set null'),
    )
    .addColumn('caption', 'text')
    .addColumn('stage', 'text', (col) =>
      col.check(check('stage', ['before', 'during', 'after', 'period'])),
    )
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('moderation_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(check('moderation_status', ['pending', 'approved', 'rejected'])),
    )
    .addColumn('rejection_reason', 'text')
    .addColumn('moderated_at', 'timestamptz')
    .addColumn('moderated_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('display_image', 'bytea', (col) => col.notNull())
    .addColumn('thumb_image', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vehicle_photos_vehicle_idx')
    .on('vehicle_photos')
    .columns(['vehicle_id', 'position', 'created_at'])
    .execute();
  await db.schema
    .createIndex('vehicle_photos_moderation_idx')
    .on('vehicle_photos')
    .columns(['moderation_status', 'created_at', 'id'])
    .execute();
  await sql`alter table vehicles add constraint vehicles_cover_photo_fk foreign key (cover_photo_id) references vehicle_photos (id) on delete set null`.execute(
    db,
  );

  await db.schema
    .createTable('reminders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().defaultTo('service'))
    .addColumn('due_on', 'date')
    .addColumn('due_odometer', 'integer')
    .addColumn('interval_months', 'integer')
    .addColumn('interval_distance', 'integer')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('completed_record_id', 'uuid', (col) =>
      col.references('maintenance_records.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'reminders_due_something',
      sql`due_on is not null or due_odometer is not null`,
    )
    .execute();
  await db.schema
    .createIndex('reminders_owner_open_idx')
    .on('reminders')
    .columns(['user_id', 'completed_at', 'due_on'])
    .execute();
  await db.schema
    .createIndex('reminders_vehicle_idx')
    .on('reminders')
    .columns(['vehicle_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('ownership_periods')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('owner_name', 'text')
    .addColumn('member_username', 'text')
    .addColumn('place', 'text')
    .addColumn('from_date', 'date')
    .addColumn('from_precision', 'text', (col) =>
      col.check(check('from_precision', DATE_PRECISIONS)),
    )
    .addColumn('to_date', 'date')
    .addColumn('to_precision', 'text', (col) => col.check(check('to_precision', DATE_PRECISIONS)))
    .addColumn('acquisition', 'text', (col) =>
      col.check(
        check('acquisition', [
          'new',
          'purchase',
          'auction',
          'inheritance',
          'gift',
          'barn_find',
          'trade',
          'other',
        ]),
      ),
    )
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ownership_periods_vehicle_idx')
    .on('ownership_periods')
    .columns(['vehicle_id', 'from_date'])
    .execute();

  await db.schema
    .createTable('share_links')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.notNull().references('vehicles.id').onDelete('cascade'),
    )
    // SHA-256 of the token: a database leak yields no working link.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('show_maintenance', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('show_modifications', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('show_photos', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('show_costs', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('share_links_vehicle_idx')
    .on('share_links')
    .columns(['vehicle_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('showcase_entries')
    .addColumn('vehicle_id', 'uuid', (col) =>
      col.primaryKey().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('note', 'text')
    .addColumn('added_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz(3)', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('showcase_entries_created_idx')
    .on('showcase_entries')
    .columns(['created_at', 'vehicle_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['showcase_entries', 'share_links', 'ownership_periods', 'reminders']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table vehicles drop constraint vehicles_cover_photo_fk`.execute(db);
  for (const table of [
    'vehicle_photos',
    'modifications',
    'maintenance_parts',
    'maintenance_records',
    'vehicles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
