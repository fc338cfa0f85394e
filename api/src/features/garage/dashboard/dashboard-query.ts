import { sql } from 'kysely';
import type { Dashboard, DashboardRecordKind } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { todayIso } from '../common/dates.js';
import { selectReminders, toReminder } from '../reminders/reminder-query.js';
import { DUE_SOON_DAYS } from '../reminders/reminder-store.js';
import { toVehicleSummary, vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { selectVehicleSummaries } from '../vehicles/vehicle-query.js';

const DASHBOARD_VEHICLES = 12;
const LATEST_RECORDS = 8;
const OPEN_REMINDERS_SCANNED = 200;

/**
 * A member's garage at a glance: the JSON answer of GET /dashboard and the HTML of their rendered
 * dashboard (member-pages/dashboard-page-route.ts) read the same.
 */
export async function loadDashboard(
  db: Db,
  memberId: string,
  photoSecret: string,
): Promise<Dashboard> {
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const soon = new Date(Date.now() + DUE_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [count, vehicles, reminders, latest, spending] = await Promise.all([
    db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    selectVehicleSummaries(db)
      .where('vehicles.user_id', '=', memberId)
      .orderBy('vehicles.updated_at', 'desc')
      .limit(DASHBOARD_VEHICLES)
      .execute(),
    selectReminders(db, memberId)
      .where('reminders.completed_at', 'is', null)
      // Due by date soon, or by reading at all (the reading decides in toReminder).
      .where((eb) =>
        eb.or([eb('reminders.due_on', '<=', soon), eb('reminders.due_odometer', 'is not', null)]),
      )
      .orderBy('reminders.due_on', (order) => order.asc().nullsLast())
      .limit(OPEN_REMINDERS_SCANNED)
      .execute(),
    sql<{
      id: string;
      kind: DashboardRecordKind;
      vehicle_id: string;
      title: string;
      date: string | null;
      model_year: number | null;
      make: string;
      model: string;
      variant: string | null;
    }>`
      select r.id, r.kind, r.vehicle_id, r.title, r.date, v.model_year, v.make, v.model, v.variant
      from (
        (select id, 'maintenance' as kind, vehicle_id, title, to_char(performed_on, 'YYYY-MM-DD') as date, performed_on, created_at
          from maintenance_records where user_id = ${memberId}
          order by performed_on desc nulls last, created_at desc limit ${LATEST_RECORDS})
        union all
        (select id, 'modification' as kind, vehicle_id, title, to_char(performed_on, 'YYYY-MM-DD') as date, performed_on, created_at
          from modifications where user_id = ${memberId}
          order by performed_on desc nulls last, created_at desc limit ${LATEST_RECORDS})
      ) r join vehicles v on v.id = r.vehicle_id
      -- By the date of the work, not of its entry (docs/product.md#dates).
      order by r.performed_on desc nulls last, r.created_at desc limit ${LATEST_RECORDS}`.execute(
      db,
    ),
    sql<{
      vehicle_id: string;
      currency: string | null;
      total: string;
      model_year: number | null;
      make: string;
      model: string;
      variant: string | null;
    }>`
      select s.vehicle_id, s.currency, sum(s.amount) as total, v.model_year, v.make, v.model, v.variant
      from (
        select vehicle_id, currency, total_cost as amount from maintenance_records
          where user_id = ${memberId} and total_cost is not null
            and performed_on >= make_date(${year}, 1, 1) and performed_on < make_date(${year + 1}, 1, 1)
        union all
        select vehicle_id, currency, cost as amount from modifications
          where user_id = ${memberId} and cost is not null
            and performed_on >= make_date(${year}, 1, 1) and performed_on < make_date(${year + 1}, 1, 1)
        union all
        -- What keeping the car cost besides the work: insurance, tax, storage… and its fuel.
        select vehicle_id, currency, amount from vehicle_costs
          where user_id = ${memberId}
            and cost_date >= make_date(${year}, 1, 1) and cost_date < make_date(${year + 1}, 1, 1)
        union all
        select vehicle_id, currency, total_price as amount from fuel_fills
          where user_id = ${memberId} and total_price is not null
            and fill_date >= make_date(${year}, 1, 1) and fill_date < make_date(${year + 1}, 1, 1)
      ) s join vehicles v on v.id = s.vehicle_id
      group by s.vehicle_id, s.currency, v.model_year, v.make, v.model, v.variant
      order by sum(s.amount) desc`.execute(db),
  ]);
  const dueReminders = reminders
    .map((row) => toReminder(row, today))
    .filter((reminder) => reminder.state === 'overdue' || reminder.state === 'due')
    .sort((a, b) => Number(b.state === 'overdue') - Number(a.state === 'overdue'));
  return {
    vehicleCount: Number(count.count),
    vehicles: vehicles.map((row) => toVehicleSummary(row, photoSecret)),
    reminders: dueReminders,
    latestRecords: latest.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      vehicleId: row.vehicle_id,
      vehicleTitle: vehicleTitle(row),
      title: row.title,
      date: row.date,
    })),
    spending: {
      year,
      perVehicle: spending.rows.map((row) => ({
        vehicleId: row.vehicle_id,
        vehicleTitle: vehicleTitle(row),
        currency: row.currency,
        total: Number(row.total),
      })),
    },
  };
}
