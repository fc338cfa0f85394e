import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle } from './garage-fixtures.js';
import { call, insurance, ok } from './keeping-fixtures.js';

// Costs of keeping and the renewal reminder a recurring one makes, once
// (docs/product.md#costs-of-keeping).

interface Cost {
  id: string;
  kind: string;
  date: string;
  amount: number;
  currency: string | null;
  recurrence: string | null;
  reminderId: string | null;
}
interface Reminder {
  id: string;
  title: string;
  dueOn: string | null;
  state: string;
  costId?: string | null;
}

let ctx: TestContext;
let owner: TestUser;
let car: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
beforeEach(async () => {
  car = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

const addCost = (body: Record<string, unknown>) =>
  ok<Cost>(ctx, owner, 'POST', `/vehicles/${car}/costs`, body);
const openReminders = async () =>
  (await ok<Reminder[]>(ctx, owner, 'GET', `/vehicles/${car}/reminders`)).filter(
    (reminder) => reminder.state !== 'completed',
  );

describe('a cost of keeping', () => {
  it('is answered as entered, and listed newest first', async () => {
    const older = await addCost({ kind: 'club', date: '2024-01-10', amount: 45, currency: 'GBP' });
    const newer = await addCost({
      kind: 'storage',
      date: '2024-02-01',
      amount: 80.5,
      currency: 'GBP',
      note: '  Barn, winter  ',
    });
    expect(newer).toMatchObject({
      kind: 'storage',
      date: '2024-02-01',
      amount: 80.5,
      currency: 'GBP',
      recurrence: null,
      note: 'Barn, winter',
      reminderId: null,
    });
    const list = await ok<Cost[]>(ctx, owner, 'GET', `/vehicles/${car}/costs`);
    expect(list.map((cost) => cost.id)).toEqual([newer.id, older.id]);
    expect(await openReminders()).toEqual([]);
  });

  it('is changed and deleted by its owner', async () => {
    const cost = await addCost({
      kind: 'transport',
      date: '2024-05-01',
      amount: 300,
      currency: 'EUR',
    });
    const changed = await ok<Cost>(ctx, owner, 'PATCH', `/costs/${cost.id}`, { amount: 350 });
    expect(changed).toMatchObject({ amount: 350, currency: 'EUR', kind: 'transport' });
    expect((await call(ctx, owner, 'DELETE', `/costs/${cost.id}`)).statusCode).toBe(204);
    expect(await ok(ctx, owner, 'GET', `/vehicles/${car}/costs`)).toEqual([]);
    expect((await call(ctx, owner, 'DELETE', `/costs/${cost.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input, naming the field', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await call(ctx, owner, 'POST', `/vehicles/${car}/costs`, body);
      return { status: res.statusCode, fields: res.json().error.fields };
    };
    expect(await refused({ ...insurance, currency: undefined })).toEqual({
      status: 422,
      fields: { currency: 'Choose the currency this cost was paid in.' },
    });
    expect(await refused({ ...insurance, kind: 'parking' })).toEqual({
      status: 400,
      fields: {
        kind: 'Must be one of: insurance, road_tax, inspection, storage, transport, club, other.',
      },
    });
    expect(await refused({ ...insurance, date: '2025-02-30' })).toEqual({
      status: 400,
      fields: { date: 'This day does not exist in the calendar.' },
    });
    expect(await refused({ ...insurance, currency: 'pounds' })).toMatchObject({
      fields: { currency: 'Use a three-letter currency code such as GBP.' },
    });
    expect(await refused({ ...insurance, recurrence: 'weekly' })).toMatchObject({
      fields: { recurrence: expect.stringContaining('yearly') },
    });
    expect((await refused({ kind: 'insurance', date: '2025-01-01' })).fields).toEqual({
      amount: 'This field is required.',
    });
    const cost = await addCost(insurance);
    const patch = await call(ctx, owner, 'PATCH', `/costs/${cost.id}`, { currency: null });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().error.fields).toEqual({
      currency: 'Choose the currency this cost was paid in.',
    });
  });
});

describe('a recurring cost', () => {
  it('makes its renewal reminder, due a year or a month on', async () => {
    const cost = await addCost(insurance);
    const [reminder, ...others] = await openReminders();
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({
      title: 'Renew insurance',
      dueOn: '2026-03-01',
      costId: cost.id,
    });
    expect(cost.reminderId).toBe(reminder!.id);

    await addCost({
      kind: 'storage',
      date: '2025-01-31',
      amount: 60,
      currency: 'GBP',
      recurrence: 'monthly',
    });
    expect((await openReminders()).map((open) => [open.title, open.dueOn])).toEqual([
      ['Renew storage', '2025-02-28'],
      ['Renew insurance', '2026-03-01'],
    ]);
  });

  it('makes its next reminder once: the next cost of the series moves it on', async () => {
    await addCost(insurance);
    const [first] = await openReminders();
    const next = await addCost({ ...insurance, date: '2026-02-20', amount: 450 });
    const open = await openReminders();
    expect(open).toEqual([
      expect.objectContaining({ id: first!.id, dueOn: '2027-02-20', costId: next.id }),
    ]);
    // An older cost entered afterwards (last year's, from the file) leaves the renewal where it is.
    await addCost({ ...insurance, date: '2024-03-01', amount: 400 });
    expect((await openReminders()).map((reminder) => reminder.dueOn)).toEqual(['2027-02-20']);
  });

  it('makes its next reminder once: after the reminder was completed too', async () => {
    await addCost(insurance);
    const [renewal] = await openReminders();
    const done = await call(ctx, owner, 'POST', `/reminders/${renewal!.id}/complete`, {
      performedOn: '2026-02-25',
      category: 'other',
      title: 'Insurance renewed',
    });
    expect(done.statusCode).toBe(201);
    expect(await openReminders()).toEqual([]);
    await addCost({ ...insurance, date: '2026-02-25' });
    expect((await openReminders()).map((reminder) => [reminder.title, reminder.dueOn])).toEqual([
      ['Renew insurance', '2027-02-25'],
    ]);
    // Changing the cost whose renewal was completed does not bring that renewal back.
    const costs = await ok<Cost[]>(ctx, owner, 'GET', `/vehicles/${car}/costs`);
    await ok(ctx, owner, 'PATCH', `/costs/${costs[1]!.id}`, { note: 'Classic policy' });
    expect(await openReminders()).toHaveLength(1);
  });

  it('keeps its reminder in step when it changes, stops recurring, or is deleted', async () => {
    const cost = await addCost(insurance);
    await ok(ctx, owner, 'PATCH', `/costs/${cost.id}`, { date: '2025-04-15' });
    expect((await openReminders()).map((reminder) => reminder.dueOn)).toEqual(['2026-04-15']);
    await ok(ctx, owner, 'PATCH', `/costs/${cost.id}`, { recurrence: 'monthly' });
    expect((await openReminders()).map((reminder) => reminder.dueOn)).toEqual(['2025-05-15']);
    await ok(ctx, owner, 'PATCH', `/costs/${cost.id}`, { kind: 'road_tax' });
    expect((await openReminders()).map((reminder) => reminder.title)).toEqual(['Renew road tax']);
    await ok(ctx, owner, 'PATCH', `/costs/${cost.id}`, { recurrence: null });
    expect(await openReminders()).toEqual([]);
    await ok(ctx, owner, 'PATCH', `/costs/${cost.id}`, { recurrence: 'yearly' });
    expect(await openReminders()).toHaveLength(1);
    expect((await call(ctx, owner, 'DELETE', `/costs/${cost.id}`)).statusCode).toBe(204);
    expect(await openReminders()).toEqual([]);
  });

  it('gives the renewal back to the cost before when the latest is deleted', async () => {
    await addCost(insurance);
    const latest = await addCost({ ...insurance, date: '2026-03-01' });
    await call(ctx, owner, 'DELETE', `/costs/${latest.id}`);
    expect((await openReminders()).map((reminder) => reminder.dueOn)).toEqual(['2026-03-01']);
  });
});
