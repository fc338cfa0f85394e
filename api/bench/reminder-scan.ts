// The reminder scan at scale: 100,000 open reminders (1,000 members x 10 vehicles x 10 reminders)
// on PostgreSQL. Printed by `npm run bench -w @vg/api` (after the route figures), or on its own:
//   npx tsx --conditions=vg-source bench/reminder-scan.ts
// Two figures: the first scan, which notifies the 1% inside their window (a notification and an
// email job each), and a rerun, which finds nothing new: the cost of every scheduled scan after.
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { createDatabase, migrateToLatest } from '../src/db/database.js';
import { apiMigrations } from '../src/migrations.js';
import { scanReminders } from '../src/features/garage/reminders/reminder-scan.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';

const MEMBERS = 1_000;
const VEHICLES_PER_MEMBER = 10;
const REMINDERS_PER_VEHICLE = 10;
export const REMINDER_COUNT = MEMBERS * VEHICLES_PER_MEMBER * REMINDERS_PER_VEHICLE;
const SCHEMA = 'bench_reminders';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchReminderScan(databaseUrl: string, label: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
  const db = createDatabase({ databaseUrl, pgliteDir: '', schema: SCHEMA });
  const runner = new JobRunner(
    db,
    loadConfig({ NODE_ENV: 'test' }).config.jobs,
    pino({ level: 'warn' }),
    false,
  );
  try {
    await migrateToLatest(db, apiMigrations, SCHEMA);
    // Enqueues only (as an API process with JOBS_IN_PROCESS=false): the emails are not sent here.
    await runner.start();
    const seeding = performance.now();
    await sql`insert into users (email, username, email_verified_at, consented_at, updated_at)
      select 'keeper' || g || '@bench.test', 'keeper_' || g, now(), now(), now()
      from generate_series(1, ${MEMBERS}) g`.execute(db);
    await sql`insert into vehicles (user_id, identifier_kind, make, model, model_year, odometer_unit, odometer_reading)
      select u.id, 'none', 'Jaguar', 'E-Type', 1961 + (v % 14), 'mi', 20000 + v * 1000
      from users u cross join generate_series(1, ${VEHICLES_PER_MEMBER}) v`.execute(db);
    // One reminder in a hundred is inside its window today (by date or by reading), the rest far off.
    await sql`insert into reminders (user_id, vehicle_id, title, due_on, due_odometer)
      select v.user_id, v.id, 'Service ' || r,
        case when (hashtext(v.id::text) + r) % 100 = 0 then current_date + 3
             when r % 2 = 0 then current_date + 200 + r else null end,
        case when r % 2 = 1 then v.odometer_reading + 5000 + r else null end
      from vehicles v cross join generate_series(1, ${REMINDERS_PER_VEHICLE}) r`.execute(db);
    await sql`analyze`.execute(db);
    const { rows } = await sql<{ count: string }>`select count(*) from reminders`.execute(db);
    console.log(
      `\n${label}: reminder scan over ${Number(rows[0]?.count).toLocaleString('en-GB')} open reminders (seeded in ${seconds(performance.now() - seeding)})`,
    );

    const first = performance.now();
    const notified = await scanReminders(db, { overdueAfterDays: 7 });
    const firstMs = performance.now() - first;
    const again = performance.now();
    const rerun = await scanReminders(db, { overdueAfterDays: 7 });
    const rerunMs = performance.now() - again;
    console.log(
      `  first scan: ${seconds(firstMs)}, ${notified.due.toLocaleString('en-GB')} due notified (a notification and an email job each)`,
    );
    console.log(
      `  rerun (nothing new, every scheduled scan after): ${seconds(rerunMs)}, ${rerun.due + rerun.overdue} notified`,
    );
  } finally {
    await runner.stop();
    await db.destroy();
    await admin.query(
      `drop schema if exists ${SCHEMA} cascade; drop schema if exists ${SCHEMA}_pgboss cascade`,
    );
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const postgres = await startThrowawayPostgres();
  try {
    await benchReminderScan(postgres.url, `PostgreSQL ${postgres.version}`);
  } finally {
    await postgres.stop();
  }
}
