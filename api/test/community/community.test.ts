import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, modernCar, preWarCar, VALID_VIN } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { insertPhoto } from './community-fixtures.js';

let ctx: TestContext;
let viewer: TestUser;
let owner: TestUser;
let suspended: TestUser;
let notConsented: TestUser;

/** Dates every feed row, so "newest first" is checked against known times rather than insert speed. */
const setCreatedAt = (table: 'users' | 'vehicles', id: string, iso: string) =>
  sql`update ${sql.table(table)} set created_at = ${new Date(iso)} where id = ${id}`.execute(
    ctx.db,
  );

async function publicVehicle(of: TestUser, body: Record<string, unknown>, createdAt: string) {
  const vehicle = await createVehicle(ctx, of, body);
  await ctx.db
    .updateTable('vehicles')
    .set({ visibility: 'public' })
    .where('id', '=', vehicle.id)
    .execute();
  await setCreatedAt('vehicles', vehicle.id, createdAt);
  return vehicle.id;
}

const addPhoto = (vehicleId: string, userId: string, status: 'pending' | 'approved') =>
  insertPhoto(ctx, { userId, vehicleId, status });

let bentleyId: string;
let mazdaId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await createUser(ctx, { username: 'viewer' });
  owner = await createUser(ctx, { username: 'Margaret_Lowe' });
  suspended = await createUser(ctx, { username: 'spammer' });
  notConsented = await createUser(ctx, { username: 'newcomer', consented: false });
  await ctx.db
    .updateTable('users')
    .set({ display_name: 'Margaret Lowe', bio: 'British roadsters.', location: 'Coventry' })
    .where('id', '=', owner.user.id)
    .execute();

  bentleyId = await publicVehicle(owner, preWarCar, '2026-11-10T10:00:00.000Z');
  mazdaId = await publicVehicle(owner, modernCar, '2026-11-12T10:00:00.000Z');
  const privateCar = await createVehicle(ctx, owner, { ...preWarCar, identifier: 'PRIVATE-1' });
  await setCreatedAt('vehicles', privateCar.id, '2026-11-13T10:00:00.000Z');
  // Made public before the suspension: the suspension hides it with its owner.
  await publicVehicle(
    suspended,
    { ...preWarCar, identifier: 'SPAM-1' },
    '2026-11-14T10:00:00.000Z',
  );
  await ctx.db
    .updateTable('users')
    .set({ suspended_at: new Date(), suspension_message: 'Spam.' })
    .where('id', '=', suspended.user.id)
    .execute();

  await addPhoto(bentleyId, owner.user.id, 'pending');
  await addPhoto(mazdaId, owner.user.id, 'approved');

  await setCreatedAt('users', owner.user.id, '2026-11-01T10:00:00.000Z');
  await setCreatedAt('users', viewer.user.id, '2026-11-11T10:00:00.000Z');
  await setCreatedAt('users', suspended.user.id, '2026-11-15T10:00:00.000Z');
  await setCreatedAt('users', notConsented.user.id, '2026-11-16T10:00:00.000Z');
});
afterAll(() => ctx.close());

const getProfile = (username: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/users/${username}` });
const getFeed = (query = '', user: TestUser | null = viewer) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/community/feed${query}`,
    headers: user?.headers ?? {},
  });

describe('GET /api/v1/users/:username', () => {
  it("answers a visitor with the member's public profile, and nothing private", async () => {
    const res = await getProfile('Margaret_Lowe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        username: 'Margaret_Lowe',
        displayName: 'Margaret Lowe',
        bio: 'British roadsters.',
        location: 'Coventry',
        avatarUrl: null,
        memberSince: '2026-11-01T10:00:00.000Z',
        community: { followerCount: 0, followingCount: 0, following: null, isSelf: false },
      },
    });
    expect(res.body).not.toContain(owner.user.email);
  });

  it('finds a member whatever the case of the address', async () => {
    const res = await getProfile('margaret_lowe');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe('Margaret_Lowe');
  });

  it.each([
    ['an unknown username', 'nobody-here'],
    ['a suspended member', 'spammer'],
    ['an account that has not accepted the terms', 'newcomer'],
  ])('answers 404 for %s', async (_case, username) => {
    const res = await getProfile(username);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { message: 'User not found' } });
  });
});

describe('GET /api/v1/community/feed', () => {
  it('needs a signed-in caller', async () => {
    const res = await getFeed('', null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sign-in required');
  });

  it('lists public vehicles and members newest first, leaving out private cars, suspended and unconsented accounts', async () => {
    const res = await getFeed();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toEqual({ nextCursor: null });
    expect(body.data.map((item: { kind: string; id: string }) => [item.kind, item.id])).toEqual([
      ['vehicle', mazdaId],
      ['member', viewer.user.id],
      ['vehicle', bentleyId],
      ['member', owner.user.id],
    ]);
    expect(body.data[0]).toEqual({
      kind: 'vehicle',
      id: mazdaId,
      occurredAt: '2026-11-12T10:00:00.000Z',
      vehicle: {
        id: mazdaId,
        title: '1989 Mazda MX-5',
        year: 1989,
        make: 'Mazda',
        model: 'MX-5',
        coverPhotoUrl: expect.stringMatching(
          /^\/api\/v1\/photos\/[0-9a-f-]+\/file\?size=display&expires=\d+&sig=/,
        ),
        ownerUsername: 'Margaret_Lowe',
        publicPath: `/public/${VALID_VIN}`,
      },
    });
    expect(body.data[1]).toEqual({
      kind: 'member',
      id: viewer.user.id,
      occurredAt: '2026-11-11T10:00:00.000Z',
      member: { username: 'viewer', displayName: null, avatarUrl: null },
    });
    // Its only photo awaits moderation: strangers get no cover rather than an unreviewed one.
    expect(body.data[2].vehicle).toMatchObject({
      coverPhotoUrl: null,
      publicPath: '/public/3C1234B',
    });
  });

  it('walks the feed a page at a time without repeating or skipping', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await getFeed(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.data.map((item: { id: string }) => item.id));
      cursor = body.page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toEqual([mazdaId, viewer.user.id, bentleyId, owner.user.id]);
  });

  it('narrows the feed to one kind of activity', async () => {
    const vehicles = (await getFeed('?kind=vehicle')).json().data;
    expect(vehicles.map((item: { id: string }) => item.id)).toEqual([mazdaId, bentleyId]);
    const members = (await getFeed('?kind=member')).json().data;
    expect(members.map((item: { id: string }) => item.id)).toEqual([viewer.user.id, owner.user.id]);
  });

  it('answers 400 naming the field for a bad cursor, limit or kind', async () => {
    const badCursor = await getFeed('?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.fields).toEqual({ cursor: 'Invalid cursor.' });

    const badLimit = await getFeed('?limit=500');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().error.fields).toHaveProperty('limit');

    const badKind = await getFeed('?kind=photos');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.fields).toHaveProperty('kind');
  });
});
