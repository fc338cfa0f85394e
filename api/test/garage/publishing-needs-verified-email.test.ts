import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar } from './garage-fixtures.js';

const CONFIRM_FIRST =
  'Confirm your email address first: until then, nothing you add can be seen by others.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const addVehicle = (member: TestUser, visibility: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/vehicles',
    headers: member.headers,
    payload: { ...preWarCar, visibility },
  });
const setVisibility = (member: TestUser, id: string, visibility: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/vehicles/${id}`,
    headers: member.headers,
    payload: { visibility },
  });
const shareLink = (member: TestUser, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${id}/share-links`,
    headers: member.headers,
    payload: {},
  });
const profileOf = (username: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/users/${username}` });

describe('an account whose address is not verified keeps everything it writes to itself', () => {
  it('may keep private cars, but not add or turn one public or unlisted (403 naming visibility)', async () => {
    const member = await createUser(ctx, { verified: false });
    expect((await addVehicle(member, 'private')).statusCode).toBe(201);
    for (const visibility of ['public', 'unlisted']) {
      const refused = await addVehicle(member, visibility);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.fields).toEqual({ visibility: CONFIRM_FIRST });
    }
    const car = await createVehicle(ctx, member);
    const refused = await setVisibility(member, car.id, 'unlisted');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({ visibility: CONFIRM_FIRST });
    // A change that does not publish anything still goes through.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/vehicles/${car.id}`,
      headers: member.headers,
      payload: { variant: 'Speed Six' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('cannot make share links, even for a car made unlisted before this rule', async () => {
    const member = await createUser(ctx, { verified: false });
    const car = await createVehicle(ctx, member);
    await ctx.db
      .updateTable('vehicles')
      .set({ visibility: 'unlisted' })
      .where('id', '=', car.id)
      .execute();
    const refused = await shareLink(member, car.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CONFIRM_FIRST);
  });

  it('has no public profile until the address is verified', async () => {
    const member = await createUser(ctx, { verified: false });
    expect((await profileOf(member.user.username)).statusCode).toBe(404);
    await ctx.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', member.user.id)
      .execute();
    expect((await profileOf(member.user.username)).statusCode).toBe(200);
  });

  it('publishes and shares once verified', async () => {
    const member = await createUser(ctx);
    const car = (await addVehicle(member, 'public')).json().data as { id: string };
    expect((await setVisibility(member, car.id, 'unlisted')).statusCode).toBe(200);
    expect((await shareLink(member, car.id)).statusCode).toBe(201);
  });
});
