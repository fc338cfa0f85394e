import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { addMonths } from '../../src/features/garage/reminders/reminder-store.js';
import { createVehicle, preWarCar } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

const logWork = (body: Record<string, unknown>, vehicle = vehicleId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicle}/maintenance`,
    headers: owner.headers,
    payload: body,
  });

const oilChange = {
  performedOn: '2024-04-12',
  odometer: 48_213,
  category: 'service',
  title: 'Oil and filter',
};

describe('maintenance records', () => {
  it('logs work with parts and works out the costs', async () => {
    const res = await logWork({
      ...oilChange,
      performedBy: 'specialist',
      shopName: 'Vintage Bentley Works',
      labourHours: 1.5,
      labourCost: 90,
      currency: 'GBP',
      parts: [
        {
          description: 'Engine oil 20W-50',
          brand: 'Penrite',
          quantity: 5,
          unitCost: 12.5,
          source: 'aftermarket',
        },
        {
          description: 'Oil filter element',
          partNumber: 'BL 1234',
          quantity: 1,
          unitCost: 18,
          source: 'reproduction',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      performedOn: '2024-04-12',
      odometer: 48_213,
      odometerUnit: 'mi',
      vehicleTitle: '1926 Bentley 3 Litre',
      shopName: 'Vintage Bentley Works',
      partsCost: 80.5,
      labourCost: 90,
      totalCost: 170.5,
      parts: [
        { description: 'Engine oil 20W-50', quantity: 5, unitCost: 12.5, source: 'aftermarket' },
        { description: 'Oil filter element', partNumber: 'BL 1234', source: 'reproduction' },
      ],
    });
    const vehicle = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: owner.headers,
    });
    expect(vehicle.json().data.odometerReading).toBe(48_213);
  });

  it('warns when a reading is lower than an earlier record’s, and keeps it once confirmed', async () => {
    const lower = {
      performedOn: '2024-06-01',
      odometer: 4_900,
      category: 'repair',
      title: 'Dynamo brushes',
    };
    const beforeIt = await logWork({ ...lower, performedOn: '2024-01-05', odometer: 60_000 });
    expect(beforeIt.statusCode).toBe(422);
    expect(beforeIt.json().error.fields.odometer).toBe(
      'Higher than the 48,213 mi recorded later, on 2024-04-12. Check the reading, or confirm it.',
    );
    const warned = await logWork(lower);
    expect(warned.statusCode).toBe(422);
    expect(warned.json().error.fields.odometer).toBe(
      'Lower than the 48,213 mi recorded on 2024-04-12. Check the reading, or confirm it if the odometer was changed or rolled over.',
    );
    expect((await logWork({ ...lower, odometerConfirmed: true })).statusCode).toBe(201);
  });

  it('refuses a future date, a missing shop name and a bad part, naming the field', async () => {
    const future = await logWork({ ...oilChange, performedOn: '2999-01-01' });
    expect(future.json().error.fields).toEqual({
      performedOn: 'The date cannot be in the future.',
    });
    const shop = await logWork({ ...oilChange, odometer: null, performedBy: 'shop' });
    expect(shop.json().error.fields).toEqual({ shopName: 'Name the shop that did the work.' });
    const part = await logWork({ ...oilChange, parts: [{ description: '', source: 'ebay' }] });
    expect(part.statusCode).toBe(400);
    expect(part.json().error.fields).toMatchObject({
      'parts.0.description': 'This field is required.',
    });
    expect(part.json().error.fields['parts.0.source']).toMatch(/Must be one of/);
  });

  it('lists records across vehicles with filters, totals per currency and cursor pages', async () => {
    const second = (
      await createVehicle(ctx, owner, { ...preWarCar, make: 'Alvis', model: 'TA 14' })
    ).id;
    await logWork(
      {
        performedOn: '2023-01-05',
        category: 'inspection',
        title: 'MOT',
        totalCost: 54.85,
        currency: 'GBP',
      },
      second,
    );
    await logWork(
      {
        performedOn: '2023-03-05',
        category: 'repair',
        title: 'Carb rebuild',
        totalCost: 300,
        currency: 'EUR',
      },
      second,
    );

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/maintenance?limit=2',
      headers: owner.headers,
    });
    expect(all.json().data.map((record: { performedOn: string }) => record.performedOn)).toEqual([
      '2024-06-01',
      '2024-04-12',
    ]);
    const rest = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/maintenance?limit=2&cursor=${all.json().page.nextCursor}`,
      headers: owner.headers,
    });
    expect(rest.json().data.map((record: { title: string }) => record.title)).toEqual([
      'Carb rebuild',
      'MOT',
    ]);

    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/maintenance/totals?vehicleId=${second}&from=2023-01-01&to=2023-12-31`,
      headers: owner.headers,
    });
    expect(filtered.json().data).toEqual({
      count: 2,
      costs: expect.arrayContaining([
        { currency: 'GBP', total: 54.85 },
        { currency: 'EUR', total: 300 },
      ]),
    });
    const byCategory = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/maintenance?category=inspection',
      headers: owner.headers,
    });
    expect(byCategory.json().data.map((record: { title: string }) => record.title)).toEqual([
      'MOT',
    ]);
  });

  it('replaces and deletes a record', async () => {
    const created = (
      await logWork({
        performedOn: '2022-02-02',
        category: 'other',
        title: 'Wash',
        parts: [{ description: 'Soap' }],
      })
    ).json().data;
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/maintenance/${created.id}`,
      headers: owner.headers,
      payload: {
        performedOn: '2022-02-03',
        category: 'other',
        title: 'Wash and wax',
        parts: [{ description: 'Carnauba wax', quantity: 2, unitCost: 7.255 }],
        currency: 'GBP',
      },
    });
    expect(replaced.json().data).toMatchObject({
      title: 'Wash and wax',
      performedOn: '2022-02-03',
      partsCost: 14.51,
      parts: [{ description: 'Carnauba wax', quantity: 2, unitCost: 7.26 }],
    });
    // The answer to a write is the record as stored, exactly as reading it back gives it.
    const readBack = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/maintenance/${created.id}`,
      headers: owner.headers,
    });
    expect(readBack.json().data).toEqual(replaced.json().data);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/maintenance/${created.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
  });
  it('refuses a cost without its currency, naming the field, and needs none without a cost', async () => {
    const costs = await logWork({
      ...oilChange,
      odometer: null,
      labourCost: 68,
      parts: [{ description: 'Oil filter', quantity: 1, unitCost: 12.5 }],
    });
    expect(costs.statusCode).toBe(422);
    expect(costs.json().error.fields).toEqual({
      currency: 'Choose the currency this cost was paid in.',
    });
    const modification = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/modifications`,
      headers: owner.headers,
      payload: { title: 'Electronic ignition', system: 'electrical', cost: 95 },
    });
    expect(modification.statusCode).toBe(422);
    expect(modification.json().error.fields).toEqual({
      currency: 'Choose the currency this cost was paid in.',
    });
    const noCost = await logWork({ ...oilChange, odometer: null });
    expect(noCost.statusCode).toBe(201);
  });
});

describe('reminders', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('schedules by calendar month, the 31st falling back to the month’s last day', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 13)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-05-15', 12)).toBe('2025-05-15');
  });

  it('needs a date or a reading', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/reminders`,
      headers: owner.headers,
      payload: { title: 'Grease the chassis' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.dueOn).toMatch(/whichever comes first/);
  });

  it('is overdue by date or by reading, whichever comes first', async () => {
    const byReading = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/reminders`,
      headers: owner.headers,
      payload: { title: 'Decoke', dueOn: '2999-01-01', dueOdometer: 48_000 },
    });
    expect(byReading.json().data.state).toBe('overdue');
    const byDate = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/reminders`,
      headers: owner.headers,
      payload: { title: 'Insurance', dueOn: '2020-01-01' },
    });
    expect(byDate.json().data.state).toBe('overdue');
  });

  it('completing a recurring reminder logs the record and schedules the next', async () => {
    const reminder = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/vehicles/${vehicleId}/reminders`,
        headers: owner.headers,
        payload: {
          title: 'Annual service',
          dueOn: today,
          intervalMonths: 13,
          intervalDistance: 3000,
        },
      })
    ).json().data;
    const completed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/reminders/${reminder.id}/complete`,
      headers: owner.headers,
      payload: {
        performedOn: today,
        odometer: 49_000,
        category: 'service',
        title: 'Annual service',
      },
    });
    expect(completed.statusCode).toBe(201);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/reminders`,
      headers: owner.headers,
    });
    const services = list
      .json()
      .data.filter((item: { title: string }) => item.title === 'Annual service');
    expect(services).toEqual([
      expect.objectContaining({
        state: 'upcoming',
        dueOn: addMonths(today, 13),
        dueOdometer: 52_000,
        completedAt: null,
      }),
      expect.objectContaining({ state: 'completed', completedRecordId: completed.json().data.id }),
    ]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/reminders/${reminder.id}/complete`,
      headers: owner.headers,
      payload: { performedOn: today, category: 'service', title: 'Annual service' },
    });
    expect(again.statusCode).toBe(422);
  });

  it('completes a reminder without a reading even when earlier records have one', async () => {
    const reminder = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/vehicles/${vehicleId}/reminders`,
        headers: owner.headers,
        payload: { title: 'Grease the chassis', dueOdometer: 48_000 },
      })
    ).json().data;
    const completed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/reminders/${reminder.id}/complete`,
      headers: owner.headers,
      payload: {
        performedOn: today,
        odometer: null,
        category: 'service',
        title: 'Grease the chassis',
      },
    });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.odometer).toBeNull();
  });
});
