import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryKey } from '@vg/contract/rules';
import { registryKeySql } from '../../src/features/community/migrations/20261125-1200-community.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { call, createCar, insertPhoto, suspend } from './community-fixtures.js';

// The registry of public cars (docs/product.md#registry, docs/adr/0010-registry-search.md).

let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;
let privateGiulia: string;
let annsGiulia: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ann = await createUser(ctx, { username: 'ann_alfisti' });
  await ctx.db
    .updateTable('users')
    .set({ display_name: 'Ann Lowe' })
    .where('id', '=', ann.user.id)
    .execute();
  bob = await createUser(ctx, { username: 'bob_private' });
  annsGiulia = await createCar(ctx, ann, {
    make: 'Alfa Romeo',
    model: 'Giulia',
    variant: 'Sprint GT',
    modelYear: 1963,
    coachbuilder: 'Bertone',
    currentColour: 'Rosso Alfa',
  });
  await createCar(ctx, ann, {
    make: 'Alfa-Romeo',
    model: 'giulia',
    variant: 'Sprint GT Veloce',
    modelYear: 1966,
  });
  await createCar(ctx, bob, { make: 'ALFA ROMEO', model: 'Giulia', modelYear: 1965 });
  await createCar(ctx, bob, {
    make: 'Alfa Romeo',
    model: 'Spider',
    modelYear: 1970,
    currentColour: 'Giallo',
  });
  await createCar(ctx, ann, {
    make: 'Lancia',
    model: 'Fulvia',
    modelYear: 1968,
    coachbuilder: 'Zagato',
  });
  await createCar(ctx, bob, { make: 'Citroën', model: 'DS', modelYear: null });
  privateGiulia = await createCar(ctx, bob, {
    make: 'Alfa Romeo',
    model: 'Giulia',
    variant: 'Hidden TZ',
    modelYear: 1964,
    visibility: 'private',
  });
  await createCar(ctx, bob, {
    make: 'Alfa Romeo',
    model: 'Giulia',
    variant: 'Unlisted',
    modelYear: 1961,
    visibility: 'unlisted',
  });
});
afterAll(() => ctx.close());

const get = (url: string) => call(ctx, null, 'GET', url);

describe('normalised make and model', () => {
  it.each([
    ['Alfa-Romeo', 'alfa romeo'],
    ['  ALFA   romeo ', 'alfa romeo'],
    ['Citroën', 'citroen'],
    ['Škoda', 'skoda'],
    ['Mercedes-Benz', 'mercedes benz'],
    ['3 Litre', '3 litre'],
  ])('registryKey(%j) is %j, in the rule and in the database alike', async (name, key) => {
    expect(registryKey(name)).toBe(key);
    const { rows } = await sql<{
      key: string;
    }>`select ${registryKeySql(`'${name.replaceAll("'", "''")}'`)} as key`.execute(ctx.db);
    expect(rows[0]?.key).toBe(key);
  });
});

describe('GET /api/v1/registry/groups', () => {
  it('counts public cars per make, spellings together, most first, with their years', async () => {
    const res = await get('/api/v1/registry/groups');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data;
    expect(groups[0]).toEqual({
      level: 'make',
      make: 'Alfa Romeo',
      makeKey: 'alfa romeo',
      model: null,
      modelKey: null,
      year: null,
      count: 4,
      yearFrom: 1963,
      yearTo: 1970,
    });
    expect(groups.map((g: { makeKey: string }) => g.makeKey).sort()).toEqual([
      'alfa romeo',
      'citroen',
      'lancia',
    ]);
  });

  it('goes down to models, then years, for any spelling of the make', async () => {
    const models = (await get('/api/v1/registry/groups?make=alfa-romeo')).json().data;
    expect(models).toEqual([
      expect.objectContaining({
        level: 'model',
        model: 'Giulia',
        modelKey: 'giulia',
        count: 3,
        yearFrom: 1963,
        yearTo: 1966,
      }),
      expect.objectContaining({ level: 'model', model: 'Spider', count: 1 }),
    ]);
    const years = (
      await get('/api/v1/registry/groups?make=Alfa%20Romeo&model=GIULIA&sort=name')
    ).json().data;
    expect(years.map((g: { year: number; count: number }) => [g.year, g.count])).toEqual([
      [1963, 1],
      [1965, 1],
      [1966, 1],
    ]);
  });

  it('sorts by name and pages', async () => {
    const first = (await get('/api/v1/registry/groups?sort=name&limit=2')).json();
    expect(first.data.map((g: { makeKey: string }) => g.makeKey)).toEqual([
      'alfa romeo',
      'citroen',
    ]);
    const second = (
      await get(`/api/v1/registry/groups?sort=name&limit=2&cursor=${first.page.nextCursor}`)
    ).json();
    expect(second.data.map((g: { makeKey: string }) => g.makeKey)).toEqual(['lancia']);
    expect(second.page.nextCursor).toBeNull();
  });
});

describe('GET /api/v1/registry', () => {
  it('answers "3 Giulia on the registry, 1963–1966" and the cars, never a private or unlisted one', async () => {
    const res = await get('/api/v1/registry?make=alfa%20romeo&model=giulia&sort=year');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({
      count: 3,
      yearFrom: 1963,
      yearTo: 1966,
      make: 'Alfa Romeo',
      model: 'Giulia',
    });
    expect(body.data.map((v: { year: number }) => v.year)).toEqual([1963, 1965, 1966]);
    expect(body.data[0]).toMatchObject({
      id: annsGiulia,
      variant: 'Sprint GT',
      coachbuilder: 'Bertone',
      colour: 'Rosso Alfa',
      ownerUsername: 'ann_alfisti',
      ownerDisplayName: 'Ann Lowe',
    });
    expect(res.body).not.toContain(privateGiulia);
    expect(res.body).not.toContain('Hidden TZ');
    expect(res.body).not.toContain('Unlisted');
  });

  it.each([
    ['a model', 'giulia', 3],
    ['a prefix of it', 'giu', 3],
    ['make and model', 'alfa romeo giulia', 3],
    ['a variant', 'veloce', 1],
    ['a coachbuilder', 'zagato', 1],
    ['a colour', 'giallo', 1],
    ["a keeper's username", 'ann_alfisti', 3],
    ["a keeper's display name", 'lowe', 3],
  ])('searches %s (%j)', async (_what, q, count) => {
    const res = await get(`/api/v1/registry?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.count).toBe(count);
    expect(res.body).not.toContain('Hidden TZ');
  });

  it('never finds a private car by searching for it', async () => {
    const res = await get('/api/v1/registry?q=hidden%20tz');
    expect(res.json()).toMatchObject({ data: [], summary: { count: 0 } });
    const groups = await get('/api/v1/registry/groups?q=hidden');
    expect(groups.json().data).toEqual([]);
  });

  it('takes any text in the search box without an error', async () => {
    for (const q of ["' or 1=1 --", '!!!', ':*&|', 'a'.repeat(100)]) {
      const res = await get(`/api/v1/registry?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
    }
    const long = await get(`/api/v1/registry?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ q: 'Search for at most 100 characters.' });
    const badCursor = await get('/api/v1/registry?cursor=nope');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.fields).toEqual({ cursor: 'Invalid cursor.' });
    const badSort = await get('/api/v1/registry?sort=price');
    expect(badSort.statusCode).toBe(400);
  });

  it('pages through every public car once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/v1/registry?limit=2&sort=name${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.json().data.map((v: { id: string }) => v.id));
      cursor = res.json().page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it('drops a car the moment its keeper makes it private, however often it was searched', async () => {
    const car = await createCar(ctx, ann, { make: 'Facel Vega', model: 'HK500', modelYear: 1959 });
    for (let i = 0; i < 2; i += 1)
      expect((await get('/api/v1/registry?q=hk500')).json().summary.count).toBe(1);
    const patched = await call(ctx, ann, 'PATCH', `/api/v1/vehicles/${car}`, {
      visibility: 'private',
    });
    expect(patched.statusCode).toBe(200);
    const after = await get('/api/v1/registry?q=hk500');
    expect(after.json()).toMatchObject({ data: [], summary: { count: 0 } });
    expect((await get('/api/v1/registry/groups?q=facel')).json().data).toEqual([]);
  });

  it("leaves a suspended keeper's cars out", async () => {
    const gone = await createUser(ctx);
    await createCar(ctx, gone, { make: 'Iso', model: 'Grifo', modelYear: 1967 });
    expect((await get('/api/v1/registry?q=grifo')).json().summary.count).toBe(1);
    await suspend(ctx, gone);
    expect((await get('/api/v1/registry?q=grifo')).json().summary.count).toBe(0);
    expect((await get('/api/v1/registry/groups?make=iso')).json().data).toEqual([]);
  });

  it('shows a cover approved and a name changed since the same search was answered', async () => {
    const keeper = await createUser(ctx, { username: 'dee_keeper' });
    const car = await createCar(ctx, keeper, { make: 'Bristol', model: '405', modelYear: 1955 });
    const card = async () => (await get('/api/v1/registry?q=bristol')).json().data[0];
    expect(await card()).toMatchObject({ coverPhotoUrl: null, ownerDisplayName: null });

    const photo = { id: await insertPhoto(ctx, { userId: keeper.user.id, vehicleId: car }) };
    // Waiting for a moderator: not shown to the registry's visitors.
    expect((await card()).coverPhotoUrl).toBeNull();
    await ctx.db
      .updateTable('vehicle_photos')
      .set({ moderation_status: 'approved', moderated_at: new Date() })
      .where('id', '=', photo.id)
      .execute();
    expect((await card()).coverPhotoUrl).toContain(`/photos/${photo.id}/file`);

    await call(ctx, keeper, 'PATCH', '/api/v1/profile', { displayName: 'Dee Bristol' });
    expect((await card()).ownerDisplayName).toBe('Dee Bristol');
    await ctx.db.deleteFrom('vehicle_photos').where('id', '=', photo.id).execute();
    expect((await card()).coverPhotoUrl).toBeNull();
  });
});
