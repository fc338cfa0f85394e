import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle } from './garage-fixtures.js';
import { call, conditionReport, ok, valuation } from './keeping-fixtures.js';

// What a car was worth, and the condition it was found in (docs/product.md#valuations-and-condition).

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

/** A paper of `who`'s car, stored as the papers feature keeps one. */
async function paperOf(who: TestUser, vehicleId: string) {
  const content = Buffer.from('%PDF-1.4 valuation');
  const row = await ctx.db
    .insertInto('vehicle_documents')
    .values({
      user_id: who.user.id,
      vehicle_id: vehicleId,
      kind: 'invoice',
      title: 'Valuation letter',
      file_name: 'valuation.pdf',
      media_type: 'application/pdf',
      byte_size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('valuations', () => {
  it('are kept with who valued the car and the paper it is written on, newest first', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const paper = await paperOf(owner, car);
    const agreed = await ok(ctx, owner, 'POST', `/vehicles/${car}/valuations`, {
      ...valuation,
      valuedBy: ' Hagerty ',
      note: 'Agreed value for the policy',
      documentId: paper,
    });
    expect(agreed).toMatchObject({
      date: '2025-03-01',
      amount: 30000,
      currency: 'GBP',
      kind: 'agreed',
      valuedBy: 'Hagerty',
      documentId: paper,
    });
    const offer = await ok<{ id: string }>(ctx, owner, 'POST', `/vehicles/${car}/valuations`, {
      ...valuation,
      date: '2026-01-05',
      kind: 'sale_offer',
      amount: 32500,
    });
    const list = await ok<Array<{ kind: string }>>(
      ctx,
      owner,
      'GET',
      `/vehicles/${car}/valuations`,
    );
    expect(list.map((item) => item.kind)).toEqual(['sale_offer', 'agreed']);
    expect(
      await ok(ctx, owner, 'PATCH', `/valuations/${offer.id}`, { amount: 33000, documentId: null }),
    ).toMatchObject({ amount: 33000, documentId: null });
    expect((await call(ctx, owner, 'DELETE', `/valuations/${offer.id}`)).statusCode).toBe(204);
    expect(await ok(ctx, owner, 'GET', `/vehicles/${car}/valuations`)).toHaveLength(1);
  });

  it('name only a paper of the same car and owner (422 naming documentId)', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const otherCar = (await createVehicle(ctx, owner)).id;
    const strangersCar = (await createVehicle(ctx, stranger)).id;
    for (const paper of [
      await paperOf(owner, otherCar),
      await paperOf(stranger, strangersCar),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await call(ctx, owner, 'POST', `/vehicles/${car}/valuations`, {
        ...valuation,
        documentId: paper,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ documentId: 'Choose one of this car’s papers.' });
    }
  });

  it('refuse an amount without its currency, an unknown kind, a day that does not exist', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const refused = async (body: Record<string, unknown>) => {
      const res = await call(ctx, owner, 'POST', `/vehicles/${car}/valuations`, body);
      return { status: res.statusCode, fields: res.json().error.fields };
    };
    expect(await refused({ ...valuation, currency: null })).toEqual({
      status: 422,
      fields: { currency: 'Choose the currency this cost was paid in.' },
    });
    expect((await refused({ ...valuation, kind: 'guess' })).fields).toEqual({
      kind: 'Must be one of: agreed, appraisal, auction_estimate, sale_offer.',
    });
    expect((await refused({ ...valuation, date: '2025-13-01' })).fields).toEqual({
      date: 'This day does not exist in the calendar.',
    });
  });
});

describe('condition reports', () => {
  const conditionOf = async (car: string) =>
    (await ok<{ condition: string | null }>(ctx, owner, 'GET', `/vehicles/${car}`)).condition;

  it('make the latest by date the car’s condition, and fall back when it is deleted', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const report = (body: Record<string, unknown>) =>
      ok<{ id: string; current: boolean }>(
        ctx,
        owner,
        'POST',
        `/vehicles/${car}/condition-reports`,
        {
          ...conditionReport,
          ...body,
        },
      );
    const project = await report({ date: '2019-06-01', condition: 'project', reportedBy: 'Me' });
    expect(project.current).toBe(true);
    expect(await conditionOf(car)).toBe('project');
    const restored = await report({
      date: '2024-09-12',
      condition: 'restored',
      reportedBy: 'FBHVC inspector',
      notes: 'Bare-metal respray, engine rebuilt',
    });
    expect(await conditionOf(car)).toBe('restored');
    // An older report entered later does not change the car's condition.
    const older = await report({ date: '2021-01-01', condition: 'driver' });
    expect(older.current).toBe(false);
    expect(await conditionOf(car)).toBe('restored');
    const list = await ok<Array<{ id: string; current: boolean; reportedBy: string | null }>>(
      ctx,
      owner,
      'GET',
      `/vehicles/${car}/condition-reports`,
    );
    expect(list.map((item) => [item.id, item.current])).toEqual([
      [restored.id, true],
      [older.id, false],
      [project.id, false],
    ]);
    expect((await call(ctx, owner, 'DELETE', `/condition-reports/${restored.id}`)).statusCode).toBe(
      204,
    );
    expect(await conditionOf(car)).toBe('driver');
    await call(ctx, owner, 'DELETE', `/condition-reports/${older.id}`);
    expect(await conditionOf(car)).toBe('project');
  });

  it('are corrected in place, and the car follows whichever is then the latest', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const post = (body: Record<string, unknown>) =>
      ok<{ id: string }>(ctx, owner, 'POST', `/vehicles/${car}/condition-reports`, {
        ...conditionReport,
        ...body,
      });
    const patch = (id: string, body: Record<string, unknown>) =>
      call(ctx, owner, 'PATCH', `/condition-reports/${id}`, body);
    const early = await post({ date: '2019-06-01', condition: 'project' });
    const late = await post({ date: '2024-09-12', condition: 'restored' });
    expect(await conditionOf(car)).toBe('restored');
    // The latest report's condition changed is the car's at once.
    const corrected = await patch(late.id, { condition: 'concours', notes: 'Class winner' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toMatchObject({
      id: late.id,
      condition: 'concours',
      notes: 'Class winner',
      date: '2024-09-12',
      current: true,
    });
    expect(await conditionOf(car)).toBe('concours');
    // An older report moved past it becomes the latest.
    const moved = await patch(early.id, { date: '2025-03-01' });
    expect(moved.json().data).toMatchObject({ condition: 'project', current: true });
    expect(await conditionOf(car)).toBe('project');
    expect((await patch(early.id, { date: '2025-02-30' })).json().error.fields).toEqual({
      date: 'This day does not exist in the calendar.',
    });
    expect((await patch(early.id, { condition: 'mint' })).statusCode).toBe(400);
    const nothing = await patch(early.id, {});
    expect(nothing.json().data).toMatchObject({
      id: early.id,
      condition: 'project',
      current: true,
    });
    // Another member's report is not found, and stays as it was.
    const theirs = await call(ctx, stranger, 'PATCH', `/condition-reports/${early.id}`, {
      condition: 'driver',
    });
    expect(theirs.statusCode).toBe(404);
    expect(await conditionOf(car)).toBe('project');
  });

  it('use the product’s condition scale and real days', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const refused = async (body: Record<string, unknown>) =>
      (await call(ctx, owner, 'POST', `/vehicles/${car}/condition-reports`, body)).json().error
        .fields;
    expect(await refused({ ...conditionReport, condition: 'mint' })).toEqual({
      condition: 'Must be one of: project, driver, restored, survivor, concours.',
    });
    expect(await refused({ ...conditionReport, date: '2023-02-29' })).toEqual({
      date: 'This day does not exist in the calendar.',
    });
  });
});

describe('purchase and sale', () => {
  it('are kept on the vehicle through its PATCH', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const saved = await ok(ctx, owner, 'PATCH', `/vehicles/${car}`, {
      purchaseDate: '2015-04-01',
      purchaseOdometer: 41_000,
      purchasePrice: 18_000,
      purchaseCurrency: 'GBP',
      saleDate: '2025-10-01',
      salePrice: 26_000,
      saleCurrency: 'GBP',
      saleOdometer: 52_300,
    });
    expect(saved).toMatchObject({
      purchaseDate: '2015-04-01',
      purchaseOdometer: 41_000,
      saleDate: '2025-10-01',
      salePrice: 26_000,
      saleCurrency: 'GBP',
      saleOdometer: 52_300,
    });
    // The sale's price alone keeps the currency stored with it.
    expect(await ok(ctx, owner, 'PATCH', `/vehicles/${car}`, { salePrice: 26_500 })).toMatchObject({
      salePrice: 26_500,
      saleCurrency: 'GBP',
    });
    const refused = await call(ctx, owner, 'PATCH', `/vehicles/${car}`, {
      salePrice: 1,
      saleCurrency: null,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      saleCurrency: 'Choose the currency this cost was paid in.',
    });
  });
});
