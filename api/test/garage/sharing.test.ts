import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { VALID_VIN, createVehicle, modernCar } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (
    await createVehicle(ctx, owner, {
      ...modernCar,
      visibility: 'unlisted',
      story: 'Bought new in Hiroshima.',
    })
  ).id;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/maintenance`,
    headers: owner.headers,
    payload: {
      performedOn: '2020-05-01',
      category: 'service',
      title: 'Cam belt',
      totalCost: 420,
      currency: 'GBP',
      parts: [{ description: 'Belt', unitCost: 60 }],
    },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/ownership`,
    headers: owner.headers,
    payload: {
      ownerName: 'First keeper',
      place: 'Hiroshima',
      fromDate: '1989-06-01',
      fromPrecision: 'month',
      acquisition: 'new',
    },
  });
});
afterAll(() => ctx.close());

const share = (body: Record<string, unknown> = {}, user = owner, vehicle = vehicleId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicle}/share-links`,
    headers: user.headers,
    payload: body,
  });
const openLink = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/public/vehicles/by-token/${token}` });

describe('share links', () => {
  it('opens without signing in, hides costs and the purchase price by default, and says noindex', async () => {
    const created = await share({ label: 'For the club registrar' });
    expect(created.statusCode).toBe(201);
    const link = created.json().data;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/public/vehicle/${link.token}`);
    expect(link.scope).toEqual({
      maintenance: true,
      modifications: true,
      photos: true,
      costs: false,
      notes: false,
      documents: false,
    });

    const stored = await ctx.db
      .selectFrom('share_links')
      .select('token_hash')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(link.token);

    const opened = await openLink(link.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    const view = opened.json().data;
    expect(view.vehicle).toMatchObject({
      title: '1989 Mazda MX-5',
      story: 'Bought new in Hiroshima.',
    });
    expect(view.vehicle).not.toHaveProperty('purchasePrice');
    expect(view.vehicle).not.toHaveProperty('registration');
    expect(view.maintenance[0]).toMatchObject({
      title: 'Cam belt',
      totalCost: null,
      currency: null,
      parts: [{ unitCost: null }],
    });
    expect(view.ownership[0]).toMatchObject({
      ownerName: 'First keeper',
      fromDate: '1989-06-01',
      fromPrecision: 'month',
    });
    expect(JSON.stringify(view)).not.toContain('12500');
  });

  it('shows only what the owner chose, costs included when asked', async () => {
    const link = (await share({ scope: { maintenance: false, photos: false } })).json().data;
    const view = (await openLink(link.token)).json().data;
    expect(view.scope).toEqual({
      maintenance: false,
      modifications: true,
      photos: false,
      costs: false,
      notes: false,
      documents: false,
    });
    expect(view.maintenance).toEqual([]);
    const withCosts = (await share({ scope: { costs: true } })).json().data;
    expect((await openLink(withCosts.token)).json().data.maintenance[0].totalCost).toBe(420);
  });

  it('stops working once revoked, and rotation replaces the token', async () => {
    const link = (await share()).json().data;
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/share-links/${link.id}/rotate`,
      headers: owner.headers,
    });
    expect(rotated.statusCode).toBe(201);
    const fresh = rotated.json().data;
    expect(fresh.token).not.toBe(link.token);
    expect((await openLink(link.token)).statusCode).toBe(404);
    expect((await openLink(fresh.token)).statusCode).toBe(200);

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/share-links/${fresh.id}/revoke`,
      headers: owner.headers,
    });
    expect(revoked.json().data.revokedAt).toEqual(expect.any(String));
    const gone = await openLink(fresh.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/revoked or replaced/);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/share-links`,
      headers: owner.headers,
    });
    expect(listed.json().data.every((item: Record<string, unknown>) => !('token' in item))).toBe(
      true,
    );
  });

  it('cannot share a private vehicle, and a link dies when the vehicle turns private', async () => {
    const privateCar = (
      await createVehicle(ctx, owner, { ...modernCar, identifier: null, identifierKind: 'none' })
    ).id;
    const refused = await share({}, owner, privateCar);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.visibility).toMatch(/unlisted or public/);

    const link = (await share()).json().data;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: owner.headers,
      payload: { visibility: 'private' },
    });
    expect((await openLink(link.token)).statusCode).toBe(404);
    // A private car cannot get a fresh token by rotation either.
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/share-links/${link.id}/rotate`,
      headers: owner.headers,
    });
    expect(rotated.statusCode).toBe(404);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: owner.headers,
      payload: { visibility: 'unlisted' },
    });
    // Unlisted again, the old link stays dead: it was revoked when the car turned private.
    expect((await openLink(link.token)).statusCode).toBe(404);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/share-links`,
      headers: owner.headers,
    });
    const mine = listed.json().data.find((item: { id: string }) => item.id === link.id);
    expect(mine.revokedAt).toEqual(expect.any(String));
  });

  it('does not rotate a live link of a car made private behind its back', async () => {
    const link = (await share()).json().data;
    // As a concurrent change would leave it: the car private, the link not yet revoked.
    await ctx.db
      .updateTable('vehicles')
      .set({ visibility: 'private' })
      .where('id', '=', vehicleId)
      .execute();
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/share-links/${link.id}/rotate`,
      headers: owner.headers,
    });
    expect(rotated.statusCode).toBe(422);
    expect(rotated.json().error.fields.visibility).toMatch(/unlisted or public/);
    // Refused in one transaction: the old link was not revoked either.
    expect(
      (
        await ctx.db
          .selectFrom('share_links')
          .select('revoked_at')
          .where('id', '=', link.id)
          .executeTakeFirstOrThrow()
      ).revoked_at,
    ).toBeNull();
    await ctx.db
      .updateTable('vehicles')
      .set({ visibility: 'unlisted' })
      .where('id', '=', vehicleId)
      .execute();
  });

  it('answers a malformed token with 400', async () => {
    expect((await openLink('short')).statusCode).toBe(400);
  });
});

describe('public vehicle pages', () => {
  it('finds a public vehicle by its normalised identifier, and never an unlisted one', async () => {
    const lookup = (key: string) =>
      ctx.app
        .inject({ method: 'GET', url: `/api/v1/public/vehicles/by-identifier/${key}` })
        .then((res) => res.json().data);
    expect(await lookup(VALID_VIN)).toEqual([]);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: owner.headers,
      payload: { visibility: 'public' },
    });
    const other = await createUser(ctx);
    await createVehicle(ctx, other, { ...modernCar, visibility: 'public', model: 'Miata' });
    const matches = await lookup(`${VALID_VIN.slice(0, 8).toLowerCase()}-${VALID_VIN.slice(8)}`);
    expect(matches.map((vehicle: { model: string }) => vehicle.model).sort()).toEqual([
      'MX-5',
      'Miata',
    ]);
    expect(matches[0]).not.toHaveProperty('purchasePrice');

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/vehicles/${vehicleId}`,
    });
    expect(page.json().data.maintenance[0].totalCost).toBeNull();
  });

  it('lists a member’s public vehicles and the showcase', async () => {
    const vehicles = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/${owner.user.username.toUpperCase()}/vehicles`,
    });
    expect(vehicles.json().data.map((vehicle: { id: string }) => vehicle.id)).toEqual([vehicleId]);

    const admin = await createAdmin(ctx);
    const featured = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/showcase',
      headers: admin.headers,
      payload: { vehicleId, note: 'Concours winner' },
    });
    expect(featured.statusCode).toBe(201);
    // Without an approved photo it waits in the admin list but is not shown publicly.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/showcase' })).json().data).toEqual(
      [],
    );
    const adminList = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/showcase',
      headers: admin.headers,
    });
    expect(adminList.json().data[0]).toMatchObject({
      id: vehicleId,
      ownerUsername: owner.user.username,
      publicPath: `/public/${VALID_VIN}`,
    });
    const byMember = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/showcase',
      headers: owner.headers,
      payload: { vehicleId },
    });
    expect(byMember.statusCode).toBe(403);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/showcase/${vehicleId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
  });
});
