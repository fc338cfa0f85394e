import { formatDate, supportedLocale } from '@vg/contract/rules';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { enqueue } from '../../../jobs/job-runner.js';
import { QUEUES } from '../../../jobs/queues.js';
import { notify } from '../../notifications/index.js';
import { todayIso } from '../common/dates.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { coKeepersOf } from './reminder-co-keepers.js';

export interface ReminderScanOptions {
  /** Only this vehicle's reminders (after its reading changed); all of them when absent. */
  vehicleId?: string;
  /** The day it is (UTC), for dates; tests pass their own. */
  today?: string;
  /** Days after the due notice before the one overdue follow-up. */
  overdueAfterDays: number;
  /** Occurrences claimed and notified per transaction. */
  batchSize?: number;
}

export interface ReminderScanResult {
  due: number;
  overdue: number;
}

type Stage = 'due' | 'overdue';

interface Claimed {
  id: string;
  user_id: string;
  vehicle_id: string;
  title: string;
  due_on: string | null;
  due_odometer: number | null;
  odometer_reading: number | null;
  odometer_unit: string;
  model_year: number | null;
  make: string;
  model: string;
  variant: string | null;
  /** The keeper's locale: the notice (and its email) dates things in it. */
  locale: string | null;
}

/**
 * The occurrence a notice is for: its due date and reading, and the snooze it came out of. Editing
 * the due point or snoozing makes a new occurrence, notified once more; nothing else does.
 */
const OCCURRENCE = sql<string>`concat_ws('|', coalesce(r.due_on::text, '-'), coalesce(r.due_odometer::text, '-'),
  coalesce(r.snoozed_until::text, '-'), coalesce(r.snoozed_until_odometer::text, '-'))`;

/**
 * Claims up to `limit` occurrences of one stage that have no notice yet, and answers them. The
 * claim is a row in reminder_occurrences under a unique key: when two processes scan at once, the
 * second waits on the first's row and then skips it, so each occurrence is notified exactly once,
 * also after a restart. Runs in the caller's transaction with the notices themselves, so a crash
 * before they are written leaves the occurrence unclaimed for the next scan.
 */
async function claim(
  trx: Db,
  stage: Stage,
  options: ReminderScanOptions & { today: string; limit: number },
): Promise<Claimed[]> {
  const { today, limit, vehicleId, overdueAfterDays } = options;
  const stageCondition =
    stage === 'due'
      ? sql`not exists (select 1 from reminder_occurrences o
          where o.reminder_id = r.id and o.occurrence = ${OCCURRENCE} and o.stage = 'due')
        and ((r.due_on is not null and r.due_on - r.remind_days_before <= ${today}::date)
          or (r.due_odometer is not null and v.odometer_reading >= r.due_odometer - r.remind_distance_before))`
      : sql`((r.due_on is not null and r.due_on < ${today}::date)
          or (r.due_odometer is not null and v.odometer_reading >= r.due_odometer))
        and exists (select 1 from reminder_occurrences o
          where o.reminder_id = r.id and o.occurrence = ${OCCURRENCE} and o.stage = 'due'
            and o.notified_at <= now() - make_interval(days => ${overdueAfterDays}))
        and not exists (select 1 from reminder_occurrences o
          where o.reminder_id = r.id and o.occurrence = ${OCCURRENCE} and o.stage = 'overdue')`;
  const { rows } = await sql<Claimed>`
    with candidate as (
      select r.id, ${OCCURRENCE} as occurrence
      from reminders r join vehicles v on v.id = r.vehicle_id
      where r.completed_at is null
        ${vehicleId ? sql`and r.vehicle_id = ${vehicleId}` : sql``}
        and (r.snoozed_until is null or r.snoozed_until <= ${today}::date)
        and (r.snoozed_until_odometer is null or v.odometer_reading >= r.snoozed_until_odometer)
        and ${stageCondition}
      order by r.id
      limit ${limit}
    ),
    claimed as (
      insert into reminder_occurrences (reminder_id, occurrence, stage)
      select id, occurrence, ${stage} from candidate
      on conflict do nothing
      returning reminder_id
    )
    select r.id, r.user_id, r.vehicle_id, r.title, to_char(r.due_on, 'YYYY-MM-DD') as due_on,
      r.due_odometer, v.odometer_reading, v.odometer_unit, v.model_year, v.make, v.model, v.variant,
      u.locale
    from claimed join reminders r on r.id = claimed.reminder_id join vehicles v on v.id = r.vehicle_id
      join users u on u.id = r.user_id`.execute(trx);
  return rows;
}

// The one way the product writes a date, in the keeper's locale (docs/product.md#dates).
const formatDay = (iso: string, locale: string | null) =>
  formatDate(iso, { locale: supportedLocale(locale) });
const formatReading = (value: number, unit: string) =>
  `${value.toLocaleString('en-GB')} ${unit === 'km' ? 'km' : 'miles'}`;

/** "on 3 Jun 2026 or at 45,000 miles, whichever comes first" */
function duePoint(reminder: Claimed): string {
  const parts = [
    reminder.due_on ? `on ${formatDay(reminder.due_on, reminder.locale)}` : null,
    reminder.due_odometer !== null
      ? `at ${formatReading(reminder.due_odometer, reminder.odometer_unit)}`
      : null,
  ].filter(Boolean);
  return parts.length === 2 ? `${parts.join(' or ')}, whichever comes first` : (parts[0] ?? '');
}

function notice(reminder: Claimed, stage: Stage, today: string) {
  const vehicle = vehicleTitle(reminder);
  const passed =
    (reminder.due_on !== null && reminder.due_on < today) ||
    (reminder.due_odometer !== null &&
      reminder.odometer_reading !== null &&
      reminder.odometer_reading >= reminder.due_odometer);
  const reading =
    reminder.odometer_reading !== null
      ? ` The last recorded reading is ${formatReading(reminder.odometer_reading, reminder.odometer_unit)}.`
      : '';
  return stage === 'due'
    ? {
        kind: 'reminder-due' as const,
        title: `${reminder.title} for your ${vehicle} ${passed ? 'was' : 'is'} due ${duePoint(reminder)}`,
        body: `Complete it to log the work, or snooze it for later.${reading}`,
      }
    : {
        kind: 'reminder-overdue' as const,
        title: `${reminder.title} for your ${vehicle} is overdue`,
        body: `It was due ${duePoint(reminder)}.${reading} This is the only follow-up we send.`,
      };
}

/**
 * Notifies every reminder occurrence that came due (its date or reading entered the owner's window)
 * and, once, those still open `overdueAfterDays` after that notice: to the car's keeper and to each
 * of its co-keepers. Safe to run from several processes at once and to rerun: an occurrence is
 * notified exactly once per stage.
 */
export async function scanReminders(
  db: Db,
  options: ReminderScanOptions,
): Promise<ReminderScanResult> {
  const today = options.today ?? todayIso();
  const limit = options.batchSize ?? 500;
  const result: ReminderScanResult = { due: 0, overdue: 0 };
  for (const stage of ['due', 'overdue'] as const) {
    for (;;) {
      const claimed = await db.transaction().execute(async (trx) => {
        const rows = await claim(trx, stage, { ...options, today, limit });
        const coKeepers = await coKeepersOf(
          trx,
          rows.map((reminder) => reminder.vehicle_id),
        );
        for (const reminder of rows) {
          const told = {
            ...notice(reminder, stage, today),
            link: `/vehicles/${reminder.vehicle_id}?tab=maintenance`,
            target: { kind: 'reminder' as const, id: reminder.id },
          };
          // The keeper, and in the same words each co-keeper: they keep the car's calendar too.
          for (const member of [reminder.user_id, ...(coKeepers.get(reminder.vehicle_id) ?? [])])
            await notify(trx, member, told);
        }
        return rows.length;
      });
      result[stage] += claimed;
      if (claimed < limit) break;
    }
  }
  return result;
}

/**
 * After a vehicle's reading or reminders changed: check its reminders now rather than at the next
 * scheduled scan. Enqueued on `db` (the caller's transaction, when it has one).
 */
export async function scanVehicleSoon(db: Db, vehicleId: string): Promise<void> {
  await enqueue(db, QUEUES.reminderScan, { vehicleId });
}

/**
 * Whether the vehicle has an open reminder that a reading can bring due: one due by reading, or
 * snoozed until a reading. Most vehicles have none, and their record writes (the garage's commonest
 * write) then add no job to process. A condition, so that a write can ask it in its own statement.
 */
export const watchesReadings = (vehicleId: RawBuilder<string> | string) => sql<boolean>`exists (
  select 1 from reminders
  where reminders.vehicle_id = ${vehicleId} and reminders.completed_at is null
    and (reminders.due_odometer is not null or reminders.snoozed_until_odometer is not null))`;

/** After a new odometer reading: the vehicle's reminders are checked now if a reading can bring one due. */
export async function scanVehicleAfterReading(db: Db, vehicleId: string): Promise<void> {
  const { rows } = await sql<{ watching: boolean }>`
    select ${watchesReadings(vehicleId)} as watching`.execute(db);
  if (rows[0]?.watching) await scanVehicleSoon(db, vehicleId);
}
