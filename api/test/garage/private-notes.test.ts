import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCar } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// A record's notes are the keeper's own (docs/product.md#sharing): never on the public page, a
// share link or anything another member reads, unless the keeper made a link with "include notes".

const MAINTENANCE_NOTE = `Seller swore it never leaked ${randomUUID()}`;
const KEEPER_NOTE = `Paid cash, receipt in the glovebox ${randomUUID()}`;
const MODIFICATION_DESCRIPTION = `Electronic ignition fitted ${randomUUID()}`;

let ctx: TestContext;
let keeper: TestUser;
let member: TestUser;
let carId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx);
  member = await createUser(ctx);
  const admin = await createAdmin(ctx);
  carId = await createCar(ctx, keeper, { story: 'A Sprint GT that stayed in the family.' });
  const written = await Promise.all([
    call(ctx, keeper, 'POST', `/api/v1/vehicles/${carId}/maintenance`, {
      performedOn: '2024-04-02',
      category: 'service',
      title: 'Oil and filters',
      notes: MAINTENANCE_NOTE,
    }),
    call(ctx, keeper, 'POST', `/api/v1/vehicles/${carId}/modifications`, {
      title: 'Electronic ignition',
      system: 'ignition',
      description: MODIFICATION_DESCRIPTION,
    }),
    call(ctx, keeper, 'POST', `/api/v1/vehicles/${carId}/ownership`, {
      ownerName: 'Second keeper',
      place: 'Turin',
      notes: KEEPER_NOTE,
    }),
    call(ctx, admin, 'POST', '/api/v1/admin/showcase', { vehicleId: carId }),
  ]);
  for (const res of written) expect(res.statusCode, res.body).toBe(201);
}, 60_000);
afterAll(() => ctx.close());

async function shareLink(scope: Record<string, boolean> = {}) {
  const res = await call(ctx, keeper, 'POST', `/api/v1/vehicles/${carId}/share-links`, { scope });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { token: string; scope: Record<string, boolean> };
}

function expectNoNotes(body: string, where: string) {
  expect(body, where).not.toContain(MAINTENANCE_NOTE);
  expect(body, where).not.toContain(KEEPER_NOTE);
}

describe("a record's notes on the car's public page", () => {
  it('are not in GET /public/vehicles/:id, though the records are', async () => {
    const res = await call(ctx, null, 'GET', `/api/v1/public/vehicles/${carId}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.maintenance[0]).toMatchObject({ title: 'Oil and filters', notes: null });
    expect(view.ownership[0]).toMatchObject({ ownerName: 'Second keeper', notes: null });
    expect(view.scope.notes).toBe(false);
    expectNoNotes(res.body, 'public vehicle JSON');
  });

  it('are not in the rendered HTML page', async () => {
    const res = await call(ctx, null, 'GET', `/api/v1/pages/public/${carId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Oil and filters');
    expect(res.body).toContain('Second keeper');
    expectNoNotes(res.body, 'public vehicle HTML');
  });

  it('are still the keeper’s to read in their own garage', async () => {
    const res = await call(ctx, keeper, 'GET', `/api/v1/vehicles/${carId}/maintenance`);
    expect(res.json().data[0].notes).toBe(MAINTENANCE_NOTE);
    const periods = await call(ctx, keeper, 'GET', `/api/v1/vehicles/${carId}/ownership`);
    expect(periods.json().data[0].notes).toBe(KEEPER_NOTE);
  });
});

describe("a record's notes through a share link", () => {
  it('are left out unless the keeper ticks "include notes"', async () => {
    const link = await shareLink();
    const json = await call(ctx, null, 'GET', `/api/v1/public/vehicles/by-token/${link.token}`);
    expect(json.json().data.maintenance[0]).toMatchObject({ title: 'Oil and filters' });
    expectNoNotes(json.body, 'share link JSON');
    const html = await call(ctx, null, 'GET', `/api/v1/pages/public/vehicle/${link.token}`);
    expect(html.body).toContain('Oil and filters');
    expectNoNotes(html.body, 'share link HTML');
    expect(link.scope.notes).toBe(false);
  });

  it('are shown when the link includes them', async () => {
    const link = await shareLink({ notes: true });
    expect(link.scope.notes).toBe(true);
    const json = await call(ctx, null, 'GET', `/api/v1/public/vehicles/by-token/${link.token}`);
    const view = json.json().data;
    expect(view.maintenance[0].notes).toBe(MAINTENANCE_NOTE);
    expect(view.ownership[0].notes).toBe(KEEPER_NOTE);
    const html = await call(ctx, null, 'GET', `/api/v1/pages/public/vehicle/${link.token}`);
    expect(html.body).toContain(MAINTENANCE_NOTE);
    expect(html.body).toContain(KEEPER_NOTE);
  });

  it('stay included, or left out, when the link is replaced', async () => {
    const listed = await call(ctx, keeper, 'GET', `/api/v1/vehicles/${carId}/share-links`);
    const withNotes = (listed.json().data as Array<{ id: string; scope: { notes: boolean } }>).find(
      (link) => link.scope.notes,
    );
    expect(withNotes).toBeDefined();
    const rotated = await call(ctx, keeper, 'POST', `/api/v1/share-links/${withNotes!.id}/rotate`);
    expect(rotated.statusCode).toBe(201);
    expect(rotated.json().data.scope.notes).toBe(true);
  });

  it('answers 400 naming the option when it is not a yes or no', async () => {
    const res = await call(ctx, keeper, 'POST', `/api/v1/vehicles/${carId}/share-links`, {
      scope: { notes: 'please' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('notes');
  });
});

describe("a record's notes anywhere else a visitor or another member reads", () => {
  it('are in none of the feeds, the registry, the showcase, the keeper page or the sitemap', async () => {
    const username = keeper.user.username;
    const reads: Array<[TestUser | null, string]> = [
      [member, '/api/v1/community/feed?scope=everyone'],
      [member, '/api/v1/community/feed?scope=following'],
      [null, '/api/v1/registry'],
      [null, '/api/v1/showcase'],
      [null, `/api/v1/users/${username}`],
      [null, `/api/v1/users/${username}/vehicles`],
      [null, `/api/v1/public/vehicles/${carId}/community`],
      [null, '/api/v1/pages/showcase'],
      [null, `/api/v1/pages/user/${username}`],
      [null, '/api/v1/pages/sitemap.xml'],
    ];
    await call(ctx, member, 'PUT', `/api/v1/public/vehicles/${carId}/follow`);
    for (const [user, url] of reads) {
      const res = await call(ctx, user, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expectNoNotes(res.body, url);
    }
    // The feed does carry the record, so the check above looked at it.
    const feed = await call(ctx, member, 'GET', '/api/v1/community/feed?scope=everyone');
    expect(feed.body).toContain('Oil and filters');
  });
});
