import { sql, type Kysely } from 'kysely';

// Reminders that notify on their own: the owner's window before the due date or reading, a snooze,
// and the occurrences already notified (one row per reminder, occurrence and stage, so a second
// process or a rerun after a restart cannot notify the same occurrence twice).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reminders')
    .addColumn('remind_days_before', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(14)
        .check(sql`remind_days_before >= 0`),
    )
    .addColumn('remind_distance_before', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(500)
        .check(sql`remind_distance_before >= 0`),
    )
    .addColumn('snoozed_until', 'date')
    .addColumn('snoozed_until_odometer', 'integer')
    .execute();
  // The scan reads open reminders only.
  await sql`create index reminders_open_idx on reminders (vehicle_id) where completed_at is null`.execute(
    db,
  );
  await db.schema
    .createTable('reminder_occurrences')
    .addColumn('reminder_id', 'uuid', (col) =>
      col.notNull().references('reminders.id').onDelete('cascade'),
    )
    // The due date, reading and snooze the notice was for: a snooze or a new date is a new occurrence.
    .addColumn('occurrence', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull().check(sql`stage in ('due', 'overdue')`))
    .addColumn('notified_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reminder_occurrences_pkey', ['reminder_id', 'occurrence', 'stage'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_occurrences').execute();
  await sql`drop index reminders_open_idx`.execute(db);
  await db.schema
    .alterTable('reminders')
    .dropColumn('snoozed_until_odometer')
    .dropColumn('snoozed_until')
    .dropColumn('remind_distance_before')
    .dropColumn('remind_days_before')
    .execute();
}
