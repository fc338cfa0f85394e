import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar, uploadDocument } from './garage-fixtures.js';
import { call, ok } from './keeping-fixtures.js';

// A car handed to its new keeper with its history (docs/product.md#hand-over): exactly what was
// chosen moves, in one transaction; a used, withdrawn or expired code does nothing; of two buyers
// one wins; the seller's dossier made before still verifies.

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx);
  buyer = await createUser(ctx);
}, 60_000);
afterAll(() => ctx.close());

/** A scanned invoice, as a phone takes one. */
const scan = () =>
  sharp({ create: { width: 200, height: 280, channels: 3, background: '#f4efe3' } })
    .jpeg()
    .toBuffer();

/** A car with a record (parts, costs, notes), a modification, a cost, a fill-up, a valuation, a paper and a share link. */
async function carWithHistory(keeper: TestUser) {
  const car = (
    await createVehicle(ctx, keeper, {
      ...preWarCar,
      visibility: 'unlisted',
      purchaseDate: '2015-06-01',
      purchasePrice: 60_000,
      purchaseCurrency: 'GBP',
    })
  ).id;
  const post = (path: string, body: Record<string, unknown>) =>
    ok<{ id: string }>(ctx, keeper, 'POST', `/vehicles/${car}/${path}`, body);
  await post('maintenance', {
    performedOn: '2019-03-12',
    odometer: 45_210,
    category: 'service',
    title: 'Annual service',
    notes: 'Private: oil weep at the rear main seal',
    totalCost: 333.45,
    currency: 'GBP',
    parts: [{ description: 'Spark plug', quantity: 6, unitCost: 4.5 }],
  });
  await post('modifications', {
    title: 'Electronic ignition',
    system: 'ignition',
    cost: 95,
    currency: 'GBP',
  });
  await post('costs', {
    kind: 'insurance',
    date: '2024-03-01',
    amount: 420,
    currency: 'GBP',
    recurrence: 'yearly',
    note: 'Private: policy 123',
  });
  await post('fuel', {
    date: '2024-04-01',
    odometer: 45_500,
    volume: 40,
    volumeUnit: 'litre',
    totalPrice: 64,
    currency: 'GBP',
  });
  await post('valuations', { date: '2024-05-01', amount: 95_000, currency: 'GBP', kind: 'agreed' });
  const paper = await uploadDocument(ctx, keeper, car, await scan(), 'invoice.jpg', {
    kind: 'invoice',
  });
  expect(paper.statusCode, paper.body).toBe(201);
  const link = await ok<{ token: string }>(ctx, keeper, 'POST', `/vehicles/${car}/share-links`, {});
  return { car, shareToken: link.token };
}

const offer = (keeper: TestUser, car: string, body: Record<string, unknown> = {}) =>
  ok<{ code: string; path: string; state: string }>(
    ctx,
    keeper,
    'POST',
    `/vehicles/${car}/hand-overs`,
    {
      soldOn: '2025-09-03',
      ...body,
    },
  );

const accept = (who: TestUser, code: string) =>
  call(ctx, who, 'POST', `/hand-overs/${code}/accept`);

describe('handing a car over', () => {
  it('moves the car with its history, and leaves costs and notes behind unless chosen', async () => {
    const { car, shareToken } = await carWithHistory(seller);
    const dossier = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${car}/dossiers`,
      headers: seller.headers,
      payload: {},
    });
    const dossierCode = String(dossier.headers['x-dossier-code']);
    const started = await offer(seller, car);
    expect(started.path).toBe(`/hand-over/${started.code}`);

    // The buyer sees what they are accepting before anything moves.
    const seen = await ok(ctx, buyer, 'GET', `/hand-overs/${started.code}`);
    expect(seen).toMatchObject({
      vehicleId: car,
      vehicleTitle: '1926 Bentley 3 Litre',
      soldOn: '2025-09-03',
      includeCosts: false,
      includeNotes: false,
      keepCopy: true,
      state: 'open',
      role: 'buyer',
      contents: { maintenance: 1, modifications: 1, photos: 0, documents: 1, keepers: 0 },
    });
    expect((await call(ctx, seller, 'GET', `/vehicles/${car}`)).statusCode).toBe(200);

    const accepted = await accept(buyer, started.code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ vehicleId: car });

    // The car is the buyer's, at the same public address, and no longer the seller's.
    expect((await call(ctx, seller, 'GET', `/vehicles/${car}`)).statusCode).toBe(404);
    const moved = await ok<Record<string, unknown>>(ctx, buyer, 'GET', `/vehicles/${car}`);
    expect(moved).toMatchObject({
      identifier: preWarCar.identifier,
      purchaseDate: '2025-09-03',
      purchasePrice: null,
    });
    const [record] = await ok<
      Array<Record<string, unknown> & { parts: Array<Record<string, unknown>> }>
    >(ctx, buyer, 'GET', `/vehicles/${car}/maintenance`);
    expect(record).toMatchObject({
      title: 'Annual service',
      odometer: 45_210,
      notes: null,
      totalCost: null,
    });
    expect(record!.parts).toEqual([
      expect.objectContaining({ description: 'Spark plug', unitCost: null }),
    ]);
    // Entered by the keeper before: so it stays, and the new keeper's own entries are theirs.
    expect(record!.recordedBy).toBe('previous-keeper');
    await ok(ctx, buyer, 'POST', `/vehicles/${car}/maintenance`, {
      performedOn: '2025-10-01',
      category: 'service',
      title: 'First service as its keeper',
    });
    const recorders = await ok<Array<{ title: string; recordedBy: string }>>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/maintenance`,
    );
    expect(recorders.map(({ title, recordedBy }) => [title, recordedBy])).toEqual([
      ['First service as its keeper', 'keeper'],
      ['Annual service', 'previous-keeper'],
    ]);
    const [modification] = await ok<Array<Record<string, unknown>>>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/modifications`,
    );
    expect(modification).toMatchObject({
      title: 'Electronic ignition',
      cost: null,
      recordedBy: 'previous-keeper',
    });
    expect(await ok(ctx, buyer, 'GET', `/vehicles/${car}/costs`)).toEqual([]);
    expect(await ok(ctx, buyer, 'GET', `/vehicles/${car}/valuations`)).toEqual([]);
    const fuel = await ok<{ fills: Array<Record<string, unknown>> }>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/fuel`,
    );
    expect(fuel.fills).toEqual([expect.objectContaining({ odometer: 45_500, totalPrice: null })]);
    // The renewal reminder was the seller's insurance: it stays behind with the cost.
    const reminders = await ok<Array<{ title: string }>>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/reminders`,
    );
    expect(reminders.map((reminder) => reminder.title)).not.toContain('Renew insurance');
    const papers = await ok<Array<{ fileName: string }>>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/documents`,
    );
    expect(papers.map((paper) => paper.fileName)).toEqual(['invoice.jpg']);

    // The seller's keeping ends on the day of the sale, the buyer's begins on it.
    const keepers = await ok<Array<Record<string, unknown>>>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/ownership`,
    );
    expect(keepers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fromDate: '2015-06-01',
          toDate: '2025-09-03',
          acquisition: 'purchase',
        }),
        expect.objectContaining({ fromDate: '2025-09-03', toDate: null, acquisition: 'purchase' }),
      ]),
    );

    // Share links end; the seller's dossier still verifies; both are told; the seller keeps a copy.
    const shared = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/vehicles/by-token/${shareToken}`,
    });
    expect(shared.statusCode).toBe(404);
    const verified = await ctx.app.inject({ method: 'GET', url: `/api/v1/verify/${dossierCode}` });
    expect(verified.json().data.state).toBe('valid');
    for (const [who, title] of [
      [seller, 'Your 1926 Bentley 3 Litre is with its new keeper'],
      [buyer, 'The 1926 Bentley 3 Litre is in your garage'],
    ] as const) {
      const notes = await ok<Array<{ kind: string; title: string }>>(
        ctx,
        who,
        'GET',
        '/notifications',
      );
      expect(notes).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'vehicle-handed-over', title })]),
      );
    }
    const kept = await ok<
      Array<{ id: string; vehicleId: string; title: string; handedOverOn: string }>
    >(ctx, seller, 'GET', '/kept-vehicles');
    const copy = kept.find((entry) => entry.vehicleId === car)!;
    expect(copy).toMatchObject({ title: '1926 Bentley 3 Litre', handedOverOn: '2025-09-03' });
    // The seller's copy holds the history as it stood, their notes and costs included.
    const history = await ok<{ history: { maintenance: Array<Record<string, unknown>> } }>(
      ctx,
      seller,
      'GET',
      `/kept-vehicles/${copy.id}`,
    );
    expect(history.history.maintenance).toEqual([
      expect.objectContaining({
        title: 'Annual service',
        notes: 'Private: oil weep at the rear main seal',
        totalCost: 333.45,
        enteredAt: expect.any(String),
      }),
    ]);
    expect((await call(ctx, buyer, 'GET', `/kept-vehicles/${copy.id}`)).statusCode).toBe(404);
  });

  it('moves costs and notes too when the seller chooses them', async () => {
    const { car } = await carWithHistory(seller);
    const started = await offer(seller, car, {
      includeCosts: true,
      includeNotes: true,
      keepCopy: false,
    });
    expect((await accept(buyer, started.code)).statusCode).toBe(200);
    const [record] = await ok<Array<Record<string, unknown>>>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/maintenance`,
    );
    expect(record).toMatchObject({
      notes: 'Private: oil weep at the rear main seal',
      totalCost: 333.45,
    });
    const costs = await ok<Array<Record<string, unknown>>>(
      ctx,
      buyer,
      'GET',
      `/vehicles/${car}/costs`,
    );
    expect(costs).toEqual([expect.objectContaining({ amount: 420, note: 'Private: policy 123' })]);
    expect(await ok(ctx, buyer, 'GET', `/vehicles/${car}/valuations`)).toHaveLength(1);
    const kept = await ctx.db
      .selectFrom('kept_vehicles')
      .select('id')
      .where('vehicle_id', '=', car)
      .execute();
    expect(kept).toEqual([]);
  });
});

describe('a code that no longer offers the car', () => {
  it('does nothing once used, withdrawn or expired', async () => {
    const used = await carWithHistory(seller);
    const usedCode = (await offer(seller, used.car)).code;
    expect((await accept(buyer, usedCode)).statusCode).toBe(200);
    const third = await createUser(ctx);
    const again = await accept(third, usedCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This car was already handed over with this code.');
    expect((await call(ctx, third, 'GET', `/hand-overs/${usedCode}`)).statusCode).toBe(404);
    expect((await call(ctx, buyer, 'GET', `/hand-overs/${usedCode}`)).json().data.state).toBe(
      'accepted',
    );

    const withdrawn = await carWithHistory(seller);
    const withdrawnCode = (await offer(seller, withdrawn.car)).code;
    expect(
      (await call(ctx, buyer, 'POST', `/hand-overs/${withdrawnCode}/withdraw`)).statusCode,
    ).toBe(404);
    const taken = await call(ctx, seller, 'POST', `/hand-overs/${withdrawnCode}/withdraw`);
    expect(taken.json().data.state).toBe('withdrawn');
    const late = await accept(buyer, withdrawnCode);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toMatch(/^This hand-over code is not valid/);
    expect((await call(ctx, seller, 'GET', `/vehicles/${withdrawn.car}`)).statusCode).toBe(200);

    // A new offer of the car withdraws the one before.
    const first = (await offer(seller, withdrawn.car)).code;
    const second = (await offer(seller, withdrawn.car)).code;
    expect((await accept(buyer, first)).statusCode).toBe(404);

    await ctx.db
      .updateTable('hand_overs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('vehicle_id', '=', withdrawn.car)
      .execute();
    expect((await accept(buyer, second)).statusCode).toBe(404);
    expect((await call(ctx, seller, 'GET', `/vehicles/${withdrawn.car}`)).statusCode).toBe(200);
  });

  it('gives the car to one of two buyers accepting at once', async () => {
    const { car } = await carWithHistory(seller);
    const code = (await offer(seller, car)).code;
    const other = await createUser(ctx);
    const answers = await Promise.all([accept(buyer, code), accept(other, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? buyer : other;
    expect((await call(ctx, winner, 'GET', `/vehicles/${car}`)).statusCode).toBe(200);
    const keepers = await ok<unknown[]>(ctx, winner, 'GET', `/vehicles/${car}/ownership`);
    expect(keepers).toHaveLength(2);
  });

  it('is refused to its own seller, and for a sale day still to come', async () => {
    const { car } = await carWithHistory(seller);
    const code = (await offer(seller, car)).code;
    const own = await accept(seller, code);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.message).toBe(
      'You keep this car already: give the code to its new keeper.',
    );
    const future = await call(ctx, seller, 'POST', `/vehicles/${car}/hand-overs`, {
      soldOn: '2999-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields).toEqual({ soldOn: 'The date cannot be in the future.' });
    const theirs = await call(ctx, buyer, 'POST', `/vehicles/${car}/hand-overs`, {
      soldOn: '2025-01-01',
    });
    expect(theirs.statusCode).toBe(404);
  });
});
