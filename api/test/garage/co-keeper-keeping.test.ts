import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanReminders } from '../../src/features/garage/reminders/reminder-scan.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar } from './garage-fixtures.js';
import { call, conditionReport, fillUp, insurance, ok, valuation } from './keeping-fixtures.js';

// Keeping a car with its keeper (docs/product.md#workshops-and-co-keepers): a co-keeper does what
// the keeper does to its costs, fuel, valuations, condition, reminders, keepers, share links and
// dossiers, all of it in the keeper's garage; a workshop sees the car's keepers and is refused the
// rest (403); a hand-over is the keeper's alone; access ended, all of it is "not found"; a reminder
// that comes due tells the co-keepers as it tells the keeper, and no workshop.

const ONLY_KEEPERS = "Only the car's keeper or a co-keeper can do that.";
const ONLY_THE_KEEPER = "Only the car's keeper can do that.";

let ctx: TestContext;
let keeper: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  // Jobs are not worked here: the reminder test runs the scan itself, as the scheduled job does.
  ctx = await createTestApp({
    env: { JOBS_IN_PROCESS: 'false' },
    rateLimits: { dossiersPerMember: { max: 20, windowMs: 60 * 60 * 1000 } },
  });
  keeper = await createUser(ctx);
  stranger = await createUser(ctx);
}, 60_000);
afterAll(() => ctx.close());

/** A car others may be given a link to (a share link needs one that is not private). */
async function car() {
  return (
    await createVehicle(ctx, keeper, {
      ...preWarCar,
      identifier: `KK ${Math.floor(Math.random() * 1e6)}`,
      visibility: 'unlisted',
    })
  ).id;
}

/** Lets `member` in to the car as `role` through the real API: invited, then accepted. */
async function letIn(vehicleId: string, member: TestUser, role: 'workshop' | 'co-keeper') {
  const res = await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/collaborators`, {
    member: member.user.username,
    role,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().data as { id: string };
  await ok(ctx, member, 'POST', `/collaborations/${id}/accept`, {});
  return id;
}

const reminder = { title: 'MOT', dueOn: '2099-05-01' };
const period = { ownerName: 'Captain Woolf Barnato', fromDate: '1926-06-01', acquisition: 'new' };

/** One of each of the car's keeping rows, entered by the keeper. */
async function keepersRows(vehicleId: string) {
  const on = `/vehicles/${vehicleId}`;
  const id = async (url: string, body: Record<string, unknown>) =>
    (await ok<{ id: string }>(ctx, keeper, 'POST', url, body)).id;
  return {
    cost: await id(`${on}/costs`, insurance),
    fuel: await id(`${on}/fuel`, fillUp),
    valuation: await id(`${on}/valuations`, valuation),
    report: await id(`${on}/condition-reports`, conditionReport),
    reminder: await id(`${on}/reminders`, reminder),
    period: await id(`${on}/ownership`, period),
    link: await id(`${on}/share-links`, { label: 'For the club' }),
    dossier: String(
      (await call(ctx, keeper, 'POST', `${on}/dossiers`, {})).headers['x-dossier-id'],
    ),
  };
}

type Rows = Awaited<ReturnType<typeof keepersRows>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Attempt = [method: Method, url: string, body?: Record<string, unknown>];

/** Every operation on the car's keeping that a co-keeper shares and a workshop does not. */
const keeping = (vehicleId: string, rows: Rows): Attempt[] => {
  const on = `/vehicles/${vehicleId}`;
  return [
    ['GET', `${on}/costs`],
    ['POST', `${on}/costs`, insurance],
    ['PATCH', `/costs/${rows.cost}`, { amount: 1 }],
    ['DELETE', `/costs/${rows.cost}`],
    ['GET', `${on}/cost-summary`],
    ['GET', `${on}/fuel`],
    ['POST', `${on}/fuel`, fillUp],
    ['PATCH', `/fuel/${rows.fuel}`, { volume: 1 }],
    ['DELETE', `/fuel/${rows.fuel}`],
    ['GET', `${on}/valuations`],
    ['POST', `${on}/valuations`, valuation],
    ['PATCH', `/valuations/${rows.valuation}`, { amount: 1 }],
    ['DELETE', `/valuations/${rows.valuation}`],
    ['GET', `${on}/condition-reports`],
    ['POST', `${on}/condition-reports`, conditionReport],
    ['PATCH', `/condition-reports/${rows.report}`, { condition: 'project' }],
    ['DELETE', `/condition-reports/${rows.report}`],
    ['GET', `${on}/reminders`],
    ['POST', `${on}/reminders`, reminder],
    ['POST', `/reminders/${rows.reminder}/snooze`, { until: 'week' }],
    [
      'POST',
      `/reminders/${rows.reminder}/complete`,
      { performedOn: '2025-04-01', category: 'inspection', title: 'MOT passed' },
    ],
    ['DELETE', `/reminders/${rows.reminder}`],
    ['POST', `${on}/ownership`, period],
    ['PUT', `/ownership/${rows.period}`, { ...period, place: 'Ardenrun' }],
    ['DELETE', `/ownership/${rows.period}`],
    ['GET', `${on}/share-links`],
    ['POST', `${on}/share-links`, {}],
    ['POST', `/share-links/${rows.link}/rotate`, {}],
    ['POST', `/share-links/${rows.link}/revoke`, {}],
    ['GET', `${on}/dossiers`],
    ['POST', `${on}/dossiers`, {}],
    ['POST', `/dossiers/${rows.dossier}/withdraw`, {}],
  ];
};

describe('a co-keeper', () => {
  it('enters and changes the car’s keeping, and it is the keeper’s', async () => {
    const vehicleId = await car();
    const coKeeper = await createUser(ctx);
    await letIn(vehicleId, coKeeper, 'co-keeper');
    const on = `/vehicles/${vehicleId}`;
    const as = <T = { id: string }>(method: Method, url: string, body?: Record<string, unknown>) =>
      ok<T>(ctx, coKeeper, method, url, body);

    const cost = await as('POST', `${on}/costs`, insurance);
    await as('PATCH', `/costs/${cost.id}`, { amount: 450 });
    const fill = await as('POST', `${on}/fuel`, fillUp);
    await as('PATCH', `/fuel/${fill.id}`, { volume: 42 });
    const worth = await as('POST', `${on}/valuations`, valuation);
    await as('PATCH', `/valuations/${worth.id}`, { amount: 32_000 });
    const report = await as('POST', `${on}/condition-reports`, conditionReport);
    await as('PATCH', `/condition-reports/${report.id}`, { condition: 'concours' });
    const due = await as('POST', `${on}/reminders`, reminder);
    await as('POST', `/reminders/${due.id}/snooze`, { until: 'month' });
    const kept = await as('POST', `${on}/ownership`, period);
    await as('PUT', `/ownership/${kept.id}`, { ...period, place: 'Ardenrun' });
    const link = await as<{ id: string; token: string }>('POST', `${on}/share-links`, {
      label: 'For the buyer',
    });
    const rotated = await as('POST', `/share-links/${link.id}/rotate`, {});
    const made = await call(ctx, coKeeper, 'POST', `${on}/dossiers`, {});
    expect(made.statusCode, made.body.slice(0, 200)).toBe(201);
    expect(made.headers['content-type']).toBe('application/pdf');
    expect((await call(ctx, coKeeper, 'GET', `${on}/cost-summary`)).statusCode).toBe(200);

    // The keeper reads all of it in their own garage.
    const read = <T>(url: string) => ok<T>(ctx, keeper, 'GET', url);
    expect(await read(`${on}/costs`)).toEqual([
      expect.objectContaining({ id: cost.id, amount: 450 }),
    ]);
    expect((await read<{ fills: unknown[] }>(`${on}/fuel`)).fills).toEqual([
      expect.objectContaining({ id: fill.id, volume: 42 }),
    ]);
    expect(await read(`${on}/valuations`)).toEqual([
      expect.objectContaining({ id: worth.id, amount: 32_000 }),
    ]);
    expect(await read(`${on}/condition-reports`)).toEqual([
      expect.objectContaining({ id: report.id, condition: 'concours', current: true }),
    ]);
    expect((await read<{ condition: string }>(on)).condition).toBe('concours');
    const reminders = await read<Array<{ id: string; snoozedUntil: string | null }>>(
      `${on}/reminders`,
    );
    expect(reminders.find((r) => r.id === due.id)?.snoozedUntil).not.toBeNull();
    // The insurance's renewal is one of them: it follows the cost whoever entered it.
    expect(reminders).toHaveLength(2);
    expect(await read(`${on}/ownership`)).toEqual([
      expect.objectContaining({ id: kept.id, place: 'Ardenrun' }),
    ]);
    expect(await read(`${on}/share-links`)).toEqual([
      expect.objectContaining({ id: rotated.id, revokedAt: null }),
      expect.objectContaining({ id: link.id, revokedAt: expect.any(String) }),
    ]);
    const dossiers = await read<Array<{ id: string; state: string }>>(`${on}/dossiers`);
    expect(dossiers).toEqual([
      expect.objectContaining({ id: made.headers['x-dossier-id'], state: 'valid' }),
    ]);
    // Made by a co-keeper, the dossier verifies as the keeper's.
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/verify/${String(made.headers['x-dossier-code'])}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.state).toBe('valid');

    // What the co-keeper entered is in the keeper's garage, under the keeper's id.
    for (const [table, id] of [
      ['vehicle_costs', cost.id],
      ['fuel_fills', fill.id],
      ['vehicle_valuations', worth.id],
      ['condition_reports', report.id],
      ['reminders', due.id],
      ['ownership_periods', kept.id],
      ['share_links', rotated.id],
      ['dossiers', String(made.headers['x-dossier-id'])],
    ] as const) {
      const row = await ctx.db
        .selectFrom(table)
        .select('user_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.user_id, table).toBe(keeper.user.id);
    }
  }, 60_000);

  it('completes a reminder: the work is in the keeper’s logbook, entered by the co-keeper', async () => {
    const vehicleId = await car();
    const coKeeper = await createUser(ctx);
    await letIn(vehicleId, coKeeper, 'co-keeper');
    const due = await ok<{ id: string }>(
      ctx,
      keeper,
      'POST',
      `/vehicles/${vehicleId}/reminders`,
      reminder,
    );
    const record = await ok<{ id: string; recordedBy: string }>(
      ctx,
      coKeeper,
      'POST',
      `/reminders/${due.id}/complete`,
      { performedOn: '2025-04-01', category: 'inspection', title: 'MOT passed' },
    );
    expect(record.recordedBy).toBe('co-keeper');
    const logbook = await ok<Array<{ id: string }>>(
      ctx,
      keeper,
      'GET',
      `/vehicles/${vehicleId}/maintenance`,
    );
    expect(logbook.map((entry) => entry.id)).toEqual([record.id]);
    const row = await ctx.db
      .selectFrom('maintenance_records')
      .select(['user_id', 'entered_by'])
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: keeper.user.id, entered_by: coKeeper.user.id });
  });

  it('deletes each of the keeper’s keeping rows', async () => {
    const vehicleId = await car();
    const coKeeper = await createUser(ctx);
    await letIn(vehicleId, coKeeper, 'co-keeper');
    const rows = await keepersRows(vehicleId);
    for (const url of [
      `/costs/${rows.cost}`,
      `/fuel/${rows.fuel}`,
      `/valuations/${rows.valuation}`,
      `/condition-reports/${rows.report}`,
      `/reminders/${rows.reminder}`,
      `/ownership/${rows.period}`,
    ]) {
      const res = await call(ctx, coKeeper, 'DELETE', url);
      expect(res.statusCode, `DELETE ${url}`).toBe(204);
    }
    await ok(ctx, coKeeper, 'POST', `/share-links/${rows.link}/revoke`, {});
    const withdrawn = await ok<{ state: string }>(
      ctx,
      coKeeper,
      'POST',
      `/dossiers/${rows.dossier}/withdraw`,
      {},
    );
    expect(withdrawn.state).toBe('withdrawn');
    expect(await ok(ctx, keeper, 'GET', `/vehicles/${vehicleId}/costs`)).toEqual([]);
  }, 60_000);

  it('does not hand the car over: that is the keeper’s alone', async () => {
    const vehicleId = await car();
    const coKeeper = await createUser(ctx);
    const workshop = await createUser(ctx);
    await letIn(vehicleId, coKeeper, 'co-keeper');
    await letIn(vehicleId, workshop, 'workshop');
    const offer = { soldOn: '2025-09-03' };
    for (const who of [coKeeper, workshop]) {
      const res = await call(ctx, who, 'POST', `/vehicles/${vehicleId}/hand-overs`, offer);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(ONLY_THE_KEEPER);
    }
    const res = await call(ctx, stranger, 'POST', `/vehicles/${vehicleId}/hand-overs`, offer);
    expect(res.statusCode).toBe(404);
    expect(
      (await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/hand-overs`, offer)).statusCode,
    ).toBe(201);
  });
});

describe('a workshop', () => {
  let vehicleId: string;
  let workshop: TestUser;
  let rows: Rows;

  beforeAll(async () => {
    vehicleId = await car();
    workshop = await createUser(ctx);
    await letIn(vehicleId, workshop, 'workshop');
    rows = await keepersRows(vehicleId);
  }, 60_000);

  it('reads the car’s keepers, its history', async () => {
    expect(await ok(ctx, workshop, 'GET', `/vehicles/${vehicleId}/ownership`)).toEqual([
      expect.objectContaining({ id: rows.period, ownerName: period.ownerName }),
    ]);
  });

  it('is refused the rest of the keeping, and changes nothing', async () => {
    for (const [method, url, body] of keeping(vehicleId, rows)) {
      const res = await call(ctx, workshop, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message, `${method} ${url}`).toBe(ONLY_KEEPERS);
    }
    expect(await ok(ctx, keeper, 'GET', `/vehicles/${vehicleId}/costs`)).toEqual([
      expect.objectContaining({ id: rows.cost, amount: insurance.amount }),
    ]);
    expect(await ok(ctx, keeper, 'GET', `/vehicles/${vehicleId}/share-links`)).toEqual([
      expect.objectContaining({ id: rows.link, revokedAt: null }),
    ]);
  });
});

describe('a former co-keeper', () => {
  it('is told each of it is not found once the keeper ended their access', async () => {
    const vehicleId = await car();
    const former = await createUser(ctx);
    const access = await letIn(vehicleId, former, 'co-keeper');
    const rows = await keepersRows(vehicleId);
    expect((await call(ctx, former, 'GET', `/vehicles/${vehicleId}/costs`)).statusCode).toBe(200);
    expect((await call(ctx, keeper, 'DELETE', `/collaborations/${access}`)).statusCode).toBe(204);

    const attempts: Attempt[] = [
      ...keeping(vehicleId, rows),
      ['GET', `/vehicles/${vehicleId}/ownership`],
      ['POST', `/vehicles/${vehicleId}/hand-overs`, { soldOn: '2025-09-03' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(ctx, former, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message, `${method} ${url}`).toMatch(/not found$/);
    }
    expect(await ok(ctx, keeper, 'GET', `/vehicles/${vehicleId}/dossiers`)).toEqual([
      expect.objectContaining({ id: rows.dossier, state: 'valid' }),
    ]);
  }, 60_000);
});

describe('a reminder that comes due', () => {
  const noticesOf = async (who: TestUser, reminderId: string) =>
    (
      await ok<Array<{ kind: string; title: string; body: string; targetId: string | null }>>(
        ctx,
        who,
        'GET',
        '/notifications',
      )
    ).filter((notice) => notice.targetId === reminderId);

  it('tells its co-keepers in the keeper’s words, and no workshop nor former co-keeper', async () => {
    const vehicleId = await car();
    const coKeeper = await createUser(ctx);
    const workshop = await createUser(ctx);
    const former = await createUser(ctx);
    await letIn(vehicleId, coKeeper, 'co-keeper');
    await letIn(vehicleId, workshop, 'workshop');
    const ended = await letIn(vehicleId, former, 'co-keeper');
    expect((await call(ctx, keeper, 'DELETE', `/collaborations/${ended}`)).statusCode).toBe(204);
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const due = await ok<{ id: string }>(
      ctx,
      coKeeper,
      'POST',
      `/vehicles/${vehicleId}/reminders`,
      {
        title: 'Brake fluid',
        dueOn: soon,
      },
    );

    await scanReminders(ctx.db, { overdueAfterDays: 7 });

    const keepers = await noticesOf(keeper, due.id);
    expect(keepers).toHaveLength(1);
    expect(keepers[0]).toMatchObject({ kind: 'reminder-due' });
    expect(keepers[0]!.title).toMatch(/^Brake fluid for your 1926 Bentley 3 Litre is due on /);
    const coKeepers = await noticesOf(coKeeper, due.id);
    expect(coKeepers).toEqual([
      expect.objectContaining({
        kind: 'reminder-due',
        title: keepers[0]!.title,
        body: keepers[0]!.body,
      }),
    ]);
    expect(await noticesOf(workshop, due.id)).toEqual([]);
    expect(await noticesOf(former, due.id)).toEqual([]);

    // Once per occurrence, for them as for the keeper.
    await scanReminders(ctx.db, { overdueAfterDays: 7 });
    expect(await noticesOf(coKeeper, due.id)).toHaveLength(1);
  });
});
