import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import {
  call,
  createCar,
  makePrivate,
  notificationsOf,
  reinstate,
  suspend,
} from './community-fixtures.js';

// Following keepers and cars, admiring cars, and what their keepers are told (docs/product.md#community).

let ctx: TestContext;
let keeper: TestUser;
let fan: TestUser;
let giulia: string;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  keeper = await createUser(ctx);
  await ctx.db
    .updateTable('users')
    .set({ display_name: 'Ann Keeper' })
    .where('id', '=', keeper.user.id)
    .execute();
  fan = await createUser(ctx);
  await ctx.db
    .updateTable('users')
    .set({ display_name: 'Bob Fan' })
    .where('id', '=', fan.user.id)
    .execute();
  giulia = await createCar(ctx, keeper);
});

const community = (user: TestUser | null, id = giulia) =>
  call(ctx, user, 'GET', `/api/v1/public/vehicles/${id}/community`);

describe('following a public car', () => {
  it('counts the follower, tells the keeper once, and shows the follower their state', async () => {
    const first = await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { following: true, followerCount: 1 } });
    // Following again changes nothing and tells nobody twice.
    const again = await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
    expect(again.json().data).toEqual({ following: true, followerCount: 1 });

    expect((await community(fan)).json().data).toEqual({
      vehicleId: giulia,
      followerCount: 1,
      admireCount: 0,
      commentCount: 0,
      following: true,
      admired: false,
      isOwner: false,
    });
    expect((await community(null)).json().data).toMatchObject({ following: null, admired: null });
    expect((await community(keeper)).json().data).toMatchObject({
      isOwner: true,
      following: false,
    });

    const told = await notificationsOf(ctx, keeper);
    expect(told).toEqual([
      expect.objectContaining({ kind: 'new-follower', title: 'Bob Fan is following your Giulia' }),
    ]);
    expect(await notificationsOf(ctx, fan)).toEqual([]);
  });

  it('unfollows', async () => {
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
    const res = await call(ctx, fan, 'DELETE', `/api/v1/public/vehicles/${giulia}/follow`);
    expect(res.json()).toEqual({ data: { following: false, followerCount: 0 } });
  });

  it("refuses the keeper's own car with a reason, and a visitor with 401", async () => {
    const own = await call(ctx, keeper, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.fields).toEqual({
      id: 'This is your own car: it is in your garage already.',
    });
    expect(
      (await call(ctx, null, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`)).statusCode,
    ).toBe(401);
  });

  it('finds nothing to follow on a private car, not even its keeper', async () => {
    const hidden = await createCar(ctx, keeper, { visibility: 'private' });
    for (const user of [fan, keeper]) {
      const res = await call(ctx, user, 'PUT', `/api/v1/public/vehicles/${hidden}/follow`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No public vehicle here');
    }
    expect((await community(null, hidden)).statusCode).toBe(404);
    expect(await notificationsOf(ctx, keeper)).toEqual([]);
  });

  it('answers 400 naming the field for an id that is not one', async () => {
    const res = await call(ctx, fan, 'PUT', '/api/v1/public/vehicles/not-an-id/follow');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('id');
  });
});

describe('following a keeper', () => {
  it('shows on their profile and tells them', async () => {
    const res = await call(ctx, fan, 'PUT', `/api/v1/users/${keeper.user.username}/follow`);
    expect(res.json()).toEqual({ data: { following: true, followerCount: 1 } });
    const profile = await call(ctx, fan, 'GET', `/api/v1/users/${keeper.user.username}`);
    expect(profile.json().data.community).toEqual({
      followerCount: 1,
      followingCount: 0,
      following: true,
      isSelf: false,
    });
    const fanProfile = await call(ctx, null, 'GET', `/api/v1/users/${fan.user.username}`);
    expect(fanProfile.json().data.community).toMatchObject({ followingCount: 1, following: null });
    expect(await notificationsOf(ctx, keeper)).toEqual([
      expect.objectContaining({
        kind: 'new-follower',
        title: 'Bob Fan followed you',
        link: `/user/${fan.user.username}`,
      }),
    ]);
    const following = await call(ctx, fan, 'GET', '/api/v1/community/following');
    expect(following.json().data).toEqual([
      expect.objectContaining({
        kind: 'keeper',
        username: keeper.user.username,
        displayName: 'Ann Keeper',
      }),
    ]);
  });

  it('refuses following oneself, and an unknown or suspended keeper is not found', async () => {
    const self = await call(ctx, keeper, 'PUT', `/api/v1/users/${keeper.user.username}/follow`);
    expect(self.statusCode).toBe(422);
    expect(self.json().error.fields).toEqual({ username: 'You cannot follow yourself.' });
    expect((await call(ctx, fan, 'PUT', '/api/v1/users/nobody_here/follow')).statusCode).toBe(404);
    await suspend(ctx, keeper);
    expect(
      (await call(ctx, fan, 'PUT', `/api/v1/users/${keeper.user.username}/follow`)).statusCode,
    ).toBe(404);
  });

  it('following and unfollowing again and again tells the keeper once', async () => {
    for (let round = 0; round < 3; round += 1) {
      await call(ctx, fan, 'PUT', `/api/v1/users/${keeper.user.username}/follow`);
      await call(ctx, fan, 'DELETE', `/api/v1/users/${keeper.user.username}/follow`);
    }
    expect(await notificationsOf(ctx, keeper)).toHaveLength(1);
  });
});

describe('admiring a car', () => {
  it('is one per member, counted, and batched for the keeper: "3 people admired your Giulia"', async () => {
    const first = await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    expect(first.json()).toEqual({ data: { admired: true, admireCount: 1 } });
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    expect((await community(fan)).json().data).toMatchObject({ admireCount: 1, admired: true });
    expect(await notificationsOf(ctx, keeper)).toEqual([
      expect.objectContaining({ kind: 'vehicle-admired', title: 'Bob Fan admired your Giulia' }),
    ]);

    await call(ctx, await createUser(ctx), 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    await call(ctx, await createUser(ctx), 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    const batched = await notificationsOf(ctx, keeper);
    expect(batched).toEqual([
      expect.objectContaining({ kind: 'vehicle-admired', title: '3 people admired your Giulia' }),
    ]);

    // Once read, the next admire starts a new count.
    await ctx.db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('user_id', '=', keeper.user.id)
      .execute();
    await call(ctx, await createUser(ctx), 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    const titles = (await notificationsOf(ctx, keeper)).map((n) => n.title);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toMatch(/ admired your Giulia$/);
    expect(titles[0]).not.toMatch(/people/);
  });

  it('takes an admire back', async () => {
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    const res = await call(ctx, fan, 'DELETE', `/api/v1/public/vehicles/${giulia}/admire`);
    expect(res.json()).toEqual({ data: { admired: false, admireCount: 0 } });
  });

  it("refuses the keeper's own car", async () => {
    const res = await call(ctx, keeper, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ id: 'You cannot admire your own car.' });
    expect(await notificationsOf(ctx, keeper)).toEqual([]);
  });

  it("leaves a suspended member's admires and follows out of every count, and back in on reinstatement", async () => {
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
    await call(ctx, fan, 'PUT', `/api/v1/users/${keeper.user.username}/follow`);
    await suspend(ctx, fan);
    expect((await community(null)).json().data).toMatchObject({ admireCount: 0, followerCount: 0 });
    const profile = await call(ctx, null, 'GET', `/api/v1/users/${keeper.user.username}`);
    expect(profile.json().data.community.followerCount).toBe(0);
    await reinstate(ctx, fan);
    expect((await community(null)).json().data).toMatchObject({ admireCount: 1, followerCount: 1 });
  });

  it('a car made private takes its admires and follows out of sight, and answers 404', async () => {
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
    await makePrivate(ctx, giulia);
    expect((await community(null)).statusCode).toBe(404);
    expect((await call(ctx, fan, 'GET', '/api/v1/community/following')).json().data).toEqual([]);
    const fanProfile = await call(ctx, null, 'GET', `/api/v1/users/${fan.user.username}`);
    expect(fanProfile.json().data.community.followingCount).toBe(0);
  });
});

describe('deleting an account', () => {
  it('removes its follows and admires', async () => {
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
    await call(ctx, fan, 'PUT', `/api/v1/users/${keeper.user.username}/follow`);
    const res = await call(ctx, fan, 'DELETE', '/api/v1/profile/', {
      confirmUsername: fan.user.username,
      password: fan.password,
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await community(null)).json().data).toMatchObject({ admireCount: 0, followerCount: 0 });
    const left = await ctx.db
      .selectFrom('keeper_follows')
      .selectAll()
      .where('follower_id', '=', fan.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
