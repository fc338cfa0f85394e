import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  comment,
  createCar,
  insertPhoto,
  notificationsOf,
} from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// What an administrator hides can be found again and restored, and a car chosen for the showcase
// is announced to its keeper only once it shows there (docs/product.md#moderation).

let ctx: TestContext;
let admin: TestUser;
let member: TestUser;
let keeper: TestUser;
let jaguar: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  member = await createUser(ctx, { username: 'loud_member' });
  keeper = await createUser(ctx, { username: 'etype_keeper' });
  jaguar = await createCar(ctx, keeper, {
    make: 'Jaguar',
    model: 'E-Type',
    variant: null,
    modelYear: 1962,
  });
}, 60_000);
afterAll(() => ctx.close());

const thread = async (user: TestUser | null) => {
  const res = await call(ctx, user, 'GET', `/api/v1/public/vehicles/${jaguar}/comments`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ id: string; body: string; hidden: boolean }>;
};

describe('an administrator hides a comment nobody reported', () => {
  it('still sees it on the car page, marked hidden, finds it under "Acted on", and restores it', async () => {
    const id = await comment(ctx, member, jaguar, 'Buy cheap parts at spam.example');
    const hidden = await call(ctx, admin, 'POST', `/api/v1/admin/comments/${id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);

    expect((await thread(null)).map((c) => c.id)).not.toContain(id);
    expect((await thread(member)).map((c) => c.id)).not.toContain(id);
    expect((await thread(admin)).find((c) => c.id === id)).toMatchObject({
      body: 'Buy cheap parts at spam.example',
      hidden: true,
    });

    const acted = await call(ctx, admin, 'GET', '/api/v1/admin/reports?status=actioned');
    expect(acted.statusCode, acted.body).toBe(200);
    const entry = (
      acted.json().data as Array<{ comment: { id: string; hidden: boolean } | null }>
    ).find((report) => report.comment?.id === id);
    // The moderator's own entry, not a report: the member's record of reports is unchanged.
    expect(entry).toMatchObject({
      byModerator: true,
      comment: { hidden: true },
      reportedMember: { username: 'loud_member', reportCount: 0, hiddenCommentCount: 1 },
    });

    const restored = await call(ctx, admin, 'POST', `/api/v1/admin/comments/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await thread(null)).find((c) => c.id === id)).toMatchObject({ hidden: false });
  });

  it('lets only an administrator restore it: 401 to a visitor, 403 to a member and to the keeper', async () => {
    const id = await comment(ctx, member, jaguar, 'Another rude remark.');
    await call(ctx, admin, 'POST', `/api/v1/admin/comments/${id}/hide`);
    const restore = (user: TestUser | null) =>
      call(ctx, user, 'POST', `/api/v1/admin/comments/${id}/restore`);
    expect((await restore(null)).statusCode).toBe(401);
    expect((await restore(member)).statusCode).toBe(403);
    expect((await restore(keeper)).statusCode).toBe(403);
    expect((await thread(null)).map((c) => c.id)).not.toContain(id);
    expect((await restore(admin)).statusCode).toBe(200);
    expect((await thread(null)).map((c) => c.id)).toContain(id);
  });
});

describe('featuring a car whose photos still wait for review', () => {
  it('says it appears once a photo is approved, tells the keeper only when it shows', async () => {
    const photo = await insertPhoto(ctx, { userId: keeper.user.id, vehicleId: jaguar });
    const featured = await call(ctx, admin, 'POST', '/api/v1/admin/showcase', {
      vehicleId: jaguar,
    });
    expect(featured.statusCode, featured.body).toBe(201);
    expect(featured.json().data).toEqual({ vehicleId: jaguar, shown: false });
    const car = await call(ctx, admin, 'GET', `/api/v1/admin/vehicles/${jaguar}`);
    expect(car.json().data).toMatchObject({ featured: true, shown: false });
    const showcaseNotes = async () =>
      (await notificationsOf(ctx, keeper)).filter((note) => note.kind === 'showcase-featured');
    expect(await showcaseNotes()).toEqual([]);

    const approved = await call(ctx, admin, 'POST', `/api/v1/admin/photos/${photo}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const showcase = await call(ctx, null, 'GET', '/api/v1/showcase');
    expect(showcase.json().data.map((item: { id: string }) => item.id)).toEqual([jaguar]);
    expect((await showcaseNotes()).map((note) => note.title)).toEqual([
      'Your 1962 Jaguar E-Type is in the showcase',
    ]);

    // A second photo approved, or the first approved again, does not tell them twice.
    const second = await insertPhoto(ctx, { userId: keeper.user.id, vehicleId: jaguar });
    await call(ctx, admin, 'POST', `/api/v1/admin/photos/${second}/approve`);
    await call(ctx, admin, 'POST', `/api/v1/admin/photos/${photo}/approve`);
    expect(await showcaseNotes()).toHaveLength(1);
    const shownCar = await call(ctx, admin, 'GET', `/api/v1/admin/vehicles/${jaguar}`);
    expect(shownCar.json().data).toMatchObject({ featured: true, shown: true });
  });
});
