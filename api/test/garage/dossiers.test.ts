import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar, preWarCar, uploadPhoto } from './garage-fixtures.js';

// Sale dossiers (docs/product.md#sale-dossier, docs/security.md T42): the PDF holds the records,
// parts and provenance, and costs and notes only when chosen; the verification page says which
// records changed after the dossier; withdrawal; every caller kind.

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let admin: TestUser;
let carId: string;
let recordId: string;
let photoId: string;

const SERVICE = {
  performedOn: '2019-03-12',
  odometer: 45210,
  category: 'service',
  title: 'Annual service and valve clearances',
  notes: 'Seller-private: small oil weep at the rear main seal',
  performedBy: 'shop',
  shopName: 'Marque Motors',
  partsCost: 123.45,
  labourCost: 210,
  currency: 'GBP',
  parts: [
    { description: 'Spark plug', brand: 'Champion', partNumber: 'N5C', quantity: 6, unitCost: 4.5 },
  ],
};

const inject = (
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload && { payload }) });

const makeDossier = (user: TestUser | undefined, body: object = {}, vehicleId = carId) =>
  inject(user, 'POST', `/api/v1/vehicles/${vehicleId}/dossiers`, body);

const codeOf = (res: LightMyRequestResponse) => String(res.headers['x-dossier-code']);
const verify = (code: string, user?: TestUser) => inject(user, 'GET', `/api/v1/verify/${code}`);

beforeAll(async () => {
  ctx = await createTestApp({
    rateLimits: { dossiersPerMember: { max: 12, windowMs: 60 * 60 * 1000 } },
  });
  owner = await createUser(ctx);
  member = await createUser(ctx);
  admin = await createAdmin(ctx);
  // A private car: the keeper shares the file, not the car.
  carId = (await createVehicle(ctx, owner, preWarCar)).id;
  const record = await inject(owner, 'POST', `/api/v1/vehicles/${carId}/maintenance`, SERVICE);
  recordId = record.json().data.id;
  await inject(owner, 'POST', `/api/v1/vehicles/${carId}/modifications`, {
    title: 'Electronic ignition',
    system: 'ignition',
    reversible: true,
    cost: 95,
    currency: 'GBP',
  });
  await inject(owner, 'POST', `/api/v1/vehicles/${carId}/ownership`, {
    ownerName: 'Captain Woolf Barnato',
    place: 'Ardenrun',
    fromDate: '1926-06-01',
    fromPrecision: 'month',
    acquisition: 'new',
    notes: 'Private: bought from the estate sale',
  });
  const image = await sharp({
    create: { width: 320, height: 200, channels: 3, background: '#1f4d3a' },
  })
    .jpeg()
    .toBuffer();
  photoId = (await uploadPhoto(ctx, owner, carId, image)).json().data[0].id;
}, 60_000);
afterAll(() => ctx.close());

describe('the dossier PDF', () => {
  it('holds the car, its records, parts and provenance, and leaves out costs and notes by default', async () => {
    const res = await makeDossier(owner, { photoIds: [photoId] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sale-dossier-.+\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Bentley',
      '3 Litre',
      '3C 1234-B',
      'Annual service and valve clearances',
      '45,210 mi',
      'Spark plug',
      'part no. N5C',
      'Marque Motors',
      'Captain Woolf Barnato',
      'Electronic ignition',
      'Reversible',
      codeOf(res).slice(0, 4),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('123.45');
    expect(text).not.toContain('£');
    expect(text).not.toContain('oil weep');
    expect(text).not.toContain('estate sale');
  });

  it('prints costs and notes when the keeper ticks them, on Letter paper', async () => {
    const res = await makeDossier(owner, { paper: 'Letter', costs: true, notes: true });
    expect(res.statusCode).toBe(201);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('£123.45');
    expect(text).toContain('£95.00');
    expect(text).toContain('oil weep');
    expect(text).toContain('estate sale');
    // Letter is 612 points wide, A4 595.
    expect(res.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 612 792\]/);
  });

  it('carries its code and fingerprint on every page', async () => {
    const res = await makeDossier(owner);
    const listed = await inject(owner, 'GET', `/api/v1/vehicles/${carId}/dossiers`);
    const dossier = listed.json().data[0];
    expect(dossier.code).toBe(codeOf(res));
    expect(dossier.path).toBe(`/verify/${dossier.code}`);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(page).toMatch(new RegExp(`Fingerprint\\s+${dossier.fingerprint}`));
  });

  it('refuses photos of another car, naming the field', async () => {
    const other = await createVehicle(ctx, owner, modernCar);
    const res = await makeDossier(owner, { photoIds: [photoId] }, other.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toHaveProperty('photoIds');
  });
});

describe("the dossier's matching numbers", () => {
  // A fresh keeper, so these dossiers count against nobody else's hourly limit.
  const dossierText = async (matchingNumbers?: object) => {
    const keeper = await createUser(ctx);
    const car = await createVehicle(ctx, keeper, { ...preWarCar, matchingNumbers });
    const res = await makeDossier(keeper, {}, car.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    return pdfText(res.rawPayload);
  };

  it('says nothing of numbers nobody knows', async () => {
    const text = await dossierText();
    expect(text).toContain('3C 1234-B');
    expect(text).not.toContain('Unknown');
    expect(text).not.toContain('Matching numbers');
  });

  it('prints the numbers that are known, and only those', async () => {
    const text = await dossierText({ engine: 'matching', body: 'period_correct' });
    expect(text).toMatch(/Matching numbers\s+Engine Matching · Body Period-correct replacement/);
    expect(text).not.toContain('Unknown');
  });
});

describe('verification', () => {
  it('says valid, then names the record edited after the dossier and when', async () => {
    const code = codeOf(await makeDossier(owner));
    const before = (await verify(code)).json().data;
    expect(before.state).toBe('valid');
    expect(before.vehicleTitle).toBe('1926 Bentley 3 Litre');
    const service = before.entries.find((entry: { kind: string }) => entry.kind === 'maintenance');
    expect(service).toMatchObject({
      title: SERVICE.title,
      date: '2019-03-12',
      state: 'unchanged',
      changedAt: null,
    });
    expect(Date.parse(service.enteredAt)).toBeLessThanOrEqual(Date.parse(before.madeAt));

    const edited = await inject(owner, 'PUT', `/api/v1/maintenance/${recordId}`, {
      ...SERVICE,
      odometer: 15210,
    });
    expect(edited.statusCode).toBe(200);
    const after = (await verify(code)).json().data;
    expect(after.state).toBe('changed');
    const changed = after.entries.find((entry: { kind: string }) => entry.kind === 'maintenance');
    expect(changed.state).toBe('changed');
    expect(Date.parse(changed.changedAt)).toBeGreaterThanOrEqual(Date.parse(after.madeAt));

    const typed = await inject(undefined, 'GET', `/api/v1/pages/verify/${code.toLowerCase()}`);
    expect(typed.statusCode).toBe(301);
    expect(typed.headers.location).toBe(`/verify/${code}`);
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${code}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('This dossier no longer matches the garage’s records');
    expect(page.body).toContain(after.fingerprint);
    // The record's row, its author's line under its title (docs/product.md#sale-dossier), then its state.
    expect(page.body).toMatch(
      /Annual service and valve clearances(<span class="vg-verify-note">[^<]*<\/span>)?<\/td>[\s\S]*?Changed on/,
    );
  });

  it('dates the history in the buyer’s locale, one cached copy per locale', async () => {
    const code = codeOf(await makeDossier(owner));
    const read = (acceptLanguage: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/pages/verify/${code}`,
        headers: { 'accept-language': acceptLanguage },
      });
    const german = await read('de-DE,de;q=0.9');
    expect(german.body).toContain('12.03.2019');
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect((await read('en-US')).body).toContain('Mar 12, 2019');
  });

  it('does not count an edit of what the dossier left out (a cost) as a change', async () => {
    await inject(owner, 'PUT', `/api/v1/maintenance/${recordId}`, SERVICE);
    const code = codeOf(await makeDossier(owner));
    await inject(owner, 'PUT', `/api/v1/maintenance/${recordId}`, { ...SERVICE, partsCost: 1 });
    const after = (await verify(code)).json().data;
    expect(after.entries.filter((entry: { state: string }) => entry.state !== 'unchanged')).toEqual(
      [],
    );
    expect(after.state).toBe('valid');
  });

  // A keeper of their own: the owner's dossiers are counted by the limit's test below.
  const keeperWithService = async () => {
    const keeper = await createUser(ctx);
    const car = await createVehicle(ctx, keeper, preWarCar);
    const record = await inject(keeper, 'POST', `/api/v1/vehicles/${car.id}/maintenance`, SERVICE);
    return { keeper, carId: car.id, recordId: record.json().data.id as string };
  };

  it('says on a phone which date is which: each date carries its own label', async () => {
    const { keeper, carId: car } = await keeperWithService();
    const code = codeOf(await makeDossier(keeper, {}, car));
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${code}`);
    const rows = page.body.match(/<tr class="[^"]*">[\s\S]*?<\/tr>/g) ?? [];
    expect(rows.length).toBe(2);
    for (const row of rows) {
      expect(row).toMatch(/<span class="vg-verify-label">Date<\/span>/);
      expect(row).toMatch(/<span class="vg-verify-label">First entered<\/span>/);
      expect(row).toMatch(/<span class="vg-verify-label">Since the dossier<\/span>/);
    }
  });

  it('says which field of a record changed, never its value, and the keeper’s list says so', async () => {
    const { keeper, carId: car, recordId: record } = await keeperWithService();
    const made = await makeDossier(keeper, {}, car);
    const listed = async () =>
      (await inject(keeper, 'GET', `/api/v1/vehicles/${car}/dossiers`)).json().data[0];
    expect(await listed()).toMatchObject({ state: 'valid', changedCount: 0 });

    await inject(keeper, 'PUT', `/api/v1/maintenance/${record}`, { ...SERVICE, odometer: 45310 });
    const after = (await verify(codeOf(made))).json().data;
    const changed = after.entries.find((entry: { kind: string }) => entry.kind === 'maintenance');
    expect(changed.changedFields).toEqual(['the odometer reading']);
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${codeOf(made)}`);
    expect(page.body).toMatch(/Changed on [^<:]+: the odometer reading</);
    expect(page.body).not.toMatch(/45[,.\s]?310/);
    expect(page.body).not.toMatch(/45[,.\s]?210/);
    expect(await listed()).toMatchObject({ state: 'changed', changedCount: 1 });
  });

  it('of a dossier made before it kept each field’s hash, says only when a record changed', async () => {
    const { keeper, carId: car, recordId: record } = await keeperWithService();
    const code = codeOf(await makeDossier(keeper, {}, car));
    const row = await ctx.db
      .selectFrom('dossiers')
      .select(['id', 'entries'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const before = row.entries.map(({ fields: _fields, ...entry }) => entry);
    await ctx.db
      .updateTable('dossiers')
      .set({ entries: JSON.stringify(before) })
      .where('id', '=', row.id)
      .execute();
    await inject(keeper, 'PUT', `/api/v1/maintenance/${record}`, { ...SERVICE, odometer: 45310 });
    const changed = (await verify(code))
      .json()
      .data.entries.find((entry: { kind: string }) => entry.kind === 'maintenance');
    expect(changed).toMatchObject({ state: 'changed', changedFields: [] });
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${code}`);
    expect(page.body).toMatch(/Changed on [^<:]+<\/td>/);
  });

  it('says a withdrawn dossier was withdrawn, and nothing else', async () => {
    const made = await makeDossier(owner);
    const withdrawn = await inject(
      owner,
      'POST',
      `/api/v1/dossiers/${made.headers['x-dossier-id']}/withdraw`,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.withdrawnAt).not.toBeNull();
    const res = await verify(codeOf(made));
    expect(res.json().data).toEqual({
      code: codeOf(made),
      state: 'withdrawn',
      madeAt: null,
      fingerprint: null,
      vehicleTitle: null,
      entries: [],
      documents: [],
    });
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${codeOf(made)}`);
    expect(page.body).toContain('This dossier was withdrawn');
    expect(page.body).not.toContain('Bentley');
    expect(page.body).not.toContain('Annual service');
  });

  it('shows a suspended keeper’s dossier as it shows an unknown code', async () => {
    const keeper = await createUser(ctx);
    const car = await createVehicle(ctx, keeper, preWarCar);
    const code = codeOf(await makeDossier(keeper, {}, car.id));
    expect((await verify(code)).statusCode).toBe(200);
    const suspend = `/api/v1/admin/users/${keeper.user.id}/suspend`;
    expect((await inject(admin, 'POST', suspend, { message: 'Spam.' })).statusCode).toBe(200);
    const unknown = await verify('ZZZZZZZZZZZZ');
    const suspended = await verify(code);
    expect({ status: suspended.statusCode, body: suspended.body }).toEqual({
      status: 404,
      body: unknown.body,
    });
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${code}`);
    const unknownPage = await inject(undefined, 'GET', '/api/v1/pages/verify/ZZZZZZZZZZZZ');
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(unknownPage.body);
  });
});

describe('who may call what', () => {
  it('a visitor must sign in to make, list or withdraw, and may verify', async () => {
    const made = await makeDossier(owner);
    expect((await makeDossier(undefined)).statusCode).toBe(401);
    expect((await inject(undefined, 'GET', `/api/v1/vehicles/${carId}/dossiers`)).statusCode).toBe(
      401,
    );
    const id = String(made.headers['x-dossier-id']);
    expect((await inject(undefined, 'POST', `/api/v1/dossiers/${id}/withdraw`)).statusCode).toBe(
      401,
    );
    expect((await verify(codeOf(made))).statusCode).toBe(200);
  });

  it.each([
    ['another member', () => member],
    ['an admin', () => admin],
  ])('%s learns nothing of the keeper’s dossiers and cannot withdraw one', async (_who, caller) => {
    const made = await makeDossier(owner);
    const id = String(made.headers['x-dossier-id']);
    for (const res of [
      await makeDossier(caller()),
      await inject(caller(), 'GET', `/api/v1/vehicles/${carId}/dossiers`),
      await inject(caller(), 'POST', `/api/v1/dossiers/${id}/withdraw`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Bentley');
    }
    expect((await verify(codeOf(made))).json().data.state).not.toBe('withdrawn');
    // Verifying is the same for every caller: the code is the key.
    expect((await verify(codeOf(made), caller())).body).toBe((await verify(codeOf(made))).body);
  });

  it('the keeper lists their dossiers newest first, withdrawn ones marked', async () => {
    const res = await inject(owner, 'GET', `/api/v1/vehicles/${carId}/dossiers`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { createdAt: string; withdrawnAt: string | null }[];
    expect(list.length).toBeGreaterThan(3);
    expect([...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(list);
    expect(list.some((dossier) => dossier.withdrawnAt !== null)).toBe(true);
  });

  it('limits how many dossiers a member makes (429 with Retry-After)', async () => {
    const keeper = await createUser(ctx);
    const car = await createVehicle(ctx, keeper, preWarCar);
    const answers = [];
    for (let made = 0; made < 13; made += 1) answers.push(await makeDossier(keeper, {}, car.id));
    expect(answers.slice(0, 12).map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    expect(answers[12]!.statusCode).toBe(429);
    expect(answers[12]!.headers['retry-after']).toBeDefined();
  });
});
