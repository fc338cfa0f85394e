import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanReminders } from '../../src/features/garage/reminders/reminder-scan.js';
import { createVehicle } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';

// Reminders that fire: exactly one notice per due occurrence (by date, by reading), one overdue
// follow-up, snooze, completion from the notification; on PGlite, and on Postgres with
// `bash api/scripts/with-postgres.sh test/notifications/reminders-fire.test.ts`.

let ctx: TestContext;
beforeAll(async () => {
  // Jobs are not worked here: each test runs the scan itself, as the scheduled job does.
  ctx = await createTestApp({
    env: { JOBS_IN_PROCESS: 'false', REMINDER_OVERDUE_AFTER_DAYS: '7' },
  });
});
afterAll(() => ctx.close());

const OVERDUE_AFTER_DAYS = 7;
const scan = (today?: string) =>
  scanReminders(ctx.db, { overdueAfterDays: OVERDUE_AFTER_DAYS, ...(today ? { today } : {}) });

function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function call(method: 'GET' | 'POST' | 'PATCH', url: string, who: TestUser, payload?: object) {
  return ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

async function notificationsOf(who: TestUser) {
  const res = await call('GET', '/api/v1/notifications', who);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string | null;
    targetKind: string | null;
    targetId: string | null;
  }[];
}

async function ownerWithCar(odometerReading?: number) {
  const owner = await createUser(ctx);
  const car = await createVehicle(ctx, owner, {
    identifierKind: 'chassis',
    identifier: `1E ${Math.floor(Math.random() * 90000) + 10000}`,
    make: 'Jaguar',
    model: 'E-Type',
    modelYear: 1967,
    odometerUnit: 'mi',
    ...(odometerReading !== undefined ? { odometerReading } : {}),
  });
  return { owner, car };
}

async function addReminder(owner: TestUser, vehicleId: string, body: object) {
  const res = await call('POST', `/api/v1/vehicles/${vehicleId}/reminders`, owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; remindDaysBefore: number; remindDistanceBefore: number };
}

describe('the reminder scan', () => {
  it('notifies a reminder due by date once, across two scans and a restart', async () => {
    const { owner, car } = await ownerWithCar();
    const reminder = await addReminder(owner, car.id, {
      title: 'MOT',
      dueOn: dayFromToday(10),
      remindDaysBefore: 14,
    });
    expect(reminder).toMatchObject({ remindDaysBefore: 14, remindDistanceBefore: 500 });

    await scan();
    await ctx.restart();
    await scan();

    const notices = (await notificationsOf(owner)).filter((n) => n.targetId === reminder.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'reminder-due',
      targetKind: 'reminder',
      link: `/vehicles/${car.id}?tab=maintenance`,
    });
    expect(notices[0]!.title).toMatch(/^MOT for your 1967 Jaguar E-Type is due on /);
  });

  it('waits for the owner’s window: a date further away than the days before is not notified yet', async () => {
    const { owner, car } = await ownerWithCar();
    await addReminder(owner, car.id, {
      title: 'Brake fluid',
      dueOn: dayFromToday(30),
      remindDaysBefore: 7,
    });
    await scan();
    expect(await notificationsOf(owner)).toHaveLength(0);
    // Three weeks later it is inside the window.
    await scan(dayFromToday(23));
    expect((await notificationsOf(owner)).map((n) => n.kind)).toEqual(['reminder-due']);
  });

  it('notifies a reminder due by reading once, when a record brings the reading into the window', async () => {
    const { owner, car } = await ownerWithCar(41_000);
    const reminder = await addReminder(owner, car.id, {
      title: 'Oil change',
      dueOdometer: 45_000,
      remindDistanceBefore: 500,
    });
    await scan();
    expect(await notificationsOf(owner)).toHaveLength(0);

    const record = await call('POST', `/api/v1/vehicles/${car.id}/maintenance`, owner, {
      performedOn: dayFromToday(0),
      category: 'service',
      title: 'Tyres rotated',
      odometer: 44_600,
    });
    expect(record.statusCode, record.body).toBe(201);
    await scan();
    await ctx.restart();
    await scan();

    const notices = (await notificationsOf(owner)).filter((n) => n.targetId === reminder.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Oil change for your 1967 Jaguar E-Type is due at 45,000 miles');
    expect(notices[0]!.body).toContain('44,600 miles');
  });

  it('sends one overdue follow-up after the configured days, never a daily nag', async () => {
    const { owner, car } = await ownerWithCar();
    const reminder = await addReminder(owner, car.id, {
      title: 'Insurance',
      dueOn: dayFromToday(-1),
    });
    await scan();
    expect((await notificationsOf(owner)).map((n) => n.kind)).toEqual(['reminder-due']);
    // Not yet: the due notice is fresh.
    await scan();
    expect(await notificationsOf(owner)).toHaveLength(1);

    await ctx.db
      .updateTable('reminder_occurrences')
      .set({ notified_at: new Date(Date.now() - (OVERDUE_AFTER_DAYS + 1) * 86_400_000) })
      .where('reminder_id', '=', reminder.id)
      .execute();
    await scan();
    await scan();
    const kinds = (await notificationsOf(owner)).map((n) => n.kind);
    expect(kinds).toEqual(['reminder-overdue', 'reminder-due']);
    expect((await notificationsOf(owner))[0]!.title).toBe(
      'Insurance for your 1967 Jaguar E-Type is overdue',
    );
  });

  it('two scans at once (two processes) notify each occurrence once', async () => {
    const { owner, car } = await ownerWithCar();
    for (const title of ['Service', 'Coolant', 'Timing chain']) {
      await addReminder(owner, car.id, { title, dueOn: dayFromToday(2) });
    }
    const replica = await ctx.replica();
    const [first, second] = await Promise.all([
      scanReminders(ctx.db, { overdueAfterDays: OVERDUE_AFTER_DAYS, batchSize: 1 }),
      scanReminders(replica.db, { overdueAfterDays: OVERDUE_AFTER_DAYS, batchSize: 1 }),
    ]);
    expect(first.due + second.due).toBeGreaterThanOrEqual(3);
    expect((await notificationsOf(owner)).filter((n) => n.kind === 'reminder-due')).toHaveLength(3);
  });
});

describe('POST /api/v1/reminders/:id/snooze', () => {
  it('puts a reminder off for a week: no notice meanwhile, one when the snooze ends', async () => {
    const { owner, car } = await ownerWithCar();
    const reminder = await addReminder(owner, car.id, { title: 'Tax', dueOn: dayFromToday(3) });
    await scan();
    expect(await notificationsOf(owner)).toHaveLength(1);

    const res = await call('POST', `/api/v1/reminders/${reminder.id}/snooze`, owner, {
      until: 'week',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      snoozedUntil: dayFromToday(7),
      snoozedUntilOdometer: null,
    });

    await scan(dayFromToday(5));
    expect(await notificationsOf(owner)).toHaveLength(1);
    await scan(dayFromToday(7));
    await scan(dayFromToday(8));
    expect((await notificationsOf(owner)).map((n) => n.kind)).toEqual([
      'reminder-due',
      'reminder-due',
    ]);
  });

  it('snoozes for a month, or until a reading above the current one', async () => {
    const { owner, car } = await ownerWithCar(10_000);
    const reminder = await addReminder(owner, car.id, { title: 'Valves', dueOdometer: 10_200 });
    const month = await call('POST', `/api/v1/reminders/${reminder.id}/snooze`, owner, {
      until: 'month',
    });
    expect(month.json().data.snoozedUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const tooLow = await call('POST', `/api/v1/reminders/${reminder.id}/snooze`, owner, {
      untilOdometer: 9_000,
    });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().error.fields.untilOdometer).toBe(
      'Choose a reading above the current 10,000 mi.',
    );

    const reading = await call('POST', `/api/v1/reminders/${reminder.id}/snooze`, owner, {
      untilOdometer: 11_000,
    });
    expect(reading.json().data).toMatchObject({ snoozedUntil: null, snoozedUntilOdometer: 11_000 });
    await scan();
    expect(await notificationsOf(owner)).toHaveLength(0);
    await call('PATCH', `/api/v1/vehicles/${car.id}`, owner, { odometerReading: 11_050 });
    await scan();
    expect((await notificationsOf(owner)).map((n) => n.kind)).toEqual(['reminder-due']);
  });

  it('answers 422 naming the field for neither or both choices, 400 for a bad value, 404 for another owner', async () => {
    const { owner, car } = await ownerWithCar();
    const reminder = await addReminder(owner, car.id, { title: 'Tax', dueOn: dayFromToday(3) });
    const url = `/api/v1/reminders/${reminder.id}/snooze`;
    const neither = await call('POST', url, owner, {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().error.fields).toEqual({
      until: 'Snooze for a week, a month, or until a reading.',
    });
    const both = await call('POST', url, owner, { until: 'week', untilOdometer: 5 });
    expect(both.statusCode).toBe(422);
    const bad = await call('POST', url, owner, { until: 'year' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.until).toBe('Must be one of: week, month.');
    const stranger = await createUser(ctx);
    expect((await call('POST', url, stranger, { until: 'week' })).statusCode).toBe(404);
  });
});

describe('completing a reminder from its notification', () => {
  it('logs the work and schedules the next occurrence, which is notified in its turn', async () => {
    const { owner, car } = await ownerWithCar(20_000);
    await addReminder(owner, car.id, {
      title: 'Annual service',
      dueOn: dayFromToday(5),
      intervalMonths: 12,
    });
    await scan();
    const [notice] = await notificationsOf(owner);
    expect(notice).toMatchObject({ kind: 'reminder-due', targetKind: 'reminder' });

    // The page's "Complete" acts on the notification's target.
    const done = await call('POST', `/api/v1/reminders/${notice!.targetId}/complete`, owner, {
      performedOn: dayFromToday(0),
      category: 'service',
      title: 'Annual service',
      odometer: 20_100,
    });
    expect(done.statusCode, done.body).toBe(201);
    const reminders = (await call('GET', `/api/v1/vehicles/${car.id}/reminders`, owner)).json()
      .data;
    expect(reminders).toHaveLength(2);
    expect(reminders[0]).toMatchObject({
      title: 'Annual service',
      state: 'upcoming',
      completedAt: null,
    });
    expect(reminders[1]).toMatchObject({ completedRecordId: done.json().data.id });

    // The completed one is not notified again; the next one a year on, in its window.
    await scan();
    expect(await notificationsOf(owner)).toHaveLength(1);
    await scan(reminders[0].dueOn);
    expect((await notificationsOf(owner)).map((n) => n.kind)).toEqual([
      'reminder-due',
      'reminder-due',
    ]);
  });
});

describe('reminder input', () => {
  it('answers 422 naming the field for a reminder with neither date nor reading, 400 for negative windows', async () => {
    const { owner, car } = await ownerWithCar();
    const url = `/api/v1/vehicles/${car.id}/reminders`;
    const neither = await call('POST', url, owner, { title: 'Something' });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().error.fields).toMatchObject({
      dueOn: 'Give a date, a reading, or both (whichever comes first).',
    });
    const negativeDays = await call('POST', url, owner, {
      title: 'MOT',
      dueOn: dayFromToday(3),
      remindDaysBefore: -1,
    });
    expect(negativeDays.statusCode).toBe(400);
    expect(negativeDays.json().error.fields).toEqual({ remindDaysBefore: 'Use 0 or more days.' });
    const negativeDistance = await call('POST', url, owner, {
      title: 'Oil',
      dueOdometer: 3000,
      remindDistanceBefore: -5,
    });
    expect(negativeDistance.statusCode).toBe(400);
    expect(negativeDistance.json().error.fields).toEqual({
      remindDistanceBefore: 'Use 0 or more.',
    });
  });
});

describe('the scheduled job', () => {
  it('a reminder created inside its window is scanned by a job right away', async () => {
    const { owner, car } = await ownerWithCar();
    await addReminder(owner, car.id, { title: 'MOT', dueOn: dayFromToday(1) });
    const queued = await ctx.app.jobs.boss.findJobs('reminder-scan', {
      data: { vehicleId: car.id },
    });
    expect(queued.length).toBeGreaterThanOrEqual(1);
  });

  it('a new reading queues a check only for a vehicle with a reminder a reading can bring due', async () => {
    const scansOf = (vehicleId: string) =>
      ctx.app.jobs.boss.findJobs('reminder-scan', { data: { vehicleId } });
    const logReading = (owner: TestUser, vehicleId: string, odometer: number) =>
      call('POST', `/api/v1/vehicles/${vehicleId}/maintenance`, owner, {
        title: 'Oil change',
        category: 'service',
        performedOn: dayFromToday(0),
        odometer,
      });

    const byDate = await ownerWithCar(1000);
    await addReminder(byDate.owner, byDate.car.id, { title: 'MOT', dueOn: dayFromToday(200) });
    const before = (await scansOf(byDate.car.id)).length;
    expect((await logReading(byDate.owner, byDate.car.id, 1200)).statusCode).toBe(201);
    expect((await scansOf(byDate.car.id)).length).toBe(before);

    const byReading = await ownerWithCar(1000);
    await addReminder(byReading.owner, byReading.car.id, { title: 'Oil', dueOdometer: 6000 });
    const beforeReading = (await scansOf(byReading.car.id)).length;
    expect((await logReading(byReading.owner, byReading.car.id, 1200)).statusCode).toBe(201);
    expect((await scansOf(byReading.car.id)).length).toBe(beforeReading + 1);
  });
});
