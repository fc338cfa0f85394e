import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../src/jobs/queues.js';
import { call, comment, createCar, insertPhoto } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// What an admin may not do or read (docs/security.md, Actors): suspend another admin, or read a
// private car's name or a member's private text in the moderation queues and the failed jobs.

const PRIVATE_MODEL = 'Hushmobile';
const PRIVATE_CAPTION = 'Behind the shed at 12 Acacia Avenue';
const PRIVATE_CAR = 'a private car';

let ctx: TestContext;
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('suspending an admin', () => {
  it('is refused for another admin, with a message that says so', async () => {
    const other = await createAdmin(ctx);
    const res = await call(ctx, admin, 'POST', `/api/v1/admin/users/${other.user.id}/suspend`, {
      message: 'Bye.',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'An administrator cannot be suspended by another: ask the operator to remove the admin role first.',
    );
    const still = await call(ctx, other, 'GET', '/api/v1/auth/user');
    expect(still.statusCode).toBe(200);
  });
});

describe('the photo queue', () => {
  it("shows an unlisted car's photo, but neither the car's name nor the caption; a private car's not at all", async () => {
    const unlistedCar = await createCar(ctx, owner, {
      visibility: 'unlisted',
      model: PRIVATE_MODEL,
    });
    const privateCar = await createCar(ctx, owner, { visibility: 'private', model: PRIVATE_MODEL });
    const publicCar = await createCar(ctx, owner, { model: 'Giulia' });
    const hidden = await insertPhoto(ctx, {
      userId: owner.user.id,
      vehicleId: unlistedCar,
      caption: PRIVATE_CAPTION,
    });
    const ownersAlone = await insertPhoto(ctx, {
      userId: owner.user.id,
      vehicleId: privateCar,
      caption: PRIVATE_CAPTION,
    });
    const shown = await insertPhoto(ctx, {
      userId: owner.user.id,
      vehicleId: publicCar,
      caption: 'Nearside',
    });
    const queue = await call(ctx, admin, 'GET', '/api/v1/admin/photos?status=pending');
    expect(queue.statusCode).toBe(200);
    expect(queue.body).not.toContain(PRIVATE_MODEL);
    expect(queue.body).not.toContain(PRIVATE_CAPTION);
    const items = queue.json().data as {
      id: string;
      vehicleTitle: string;
      caption: string | null;
      thumbUrl: string;
    }[];
    const privateItem = items.find((item) => item.id === hidden)!;
    expect(privateItem).toMatchObject({ vehicleTitle: PRIVATE_CAR, caption: null });
    // The photo itself is what the admin judges.
    expect((await call(ctx, admin, 'GET', privateItem.thumbUrl)).statusCode).toBe(200);
    // A private car's photo is its owner's alone (docs/product.md#moderation).
    expect(items.map((item) => item.id)).not.toContain(ownersAlone);
    expect(items.find((item) => item.id === shown)).toMatchObject({
      vehicleTitle: '1965 Alfa Romeo Giulia Sprint GT',
      caption: 'Nearside',
    });
  });

  it("answers a decision without an unlisted car's name, and the owner is still told which car", async () => {
    const unlistedCar = await createCar(ctx, owner, {
      visibility: 'unlisted',
      model: PRIVATE_MODEL,
    });
    const photo = await insertPhoto(ctx, {
      userId: owner.user.id,
      vehicleId: unlistedCar,
      caption: PRIVATE_CAPTION,
    });
    const rejected = await call(ctx, admin, 'POST', `/api/v1/admin/photos/${photo}/reject`, {
      reason: 'Out of focus',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body).not.toContain(PRIVATE_MODEL);
    expect(rejected.body).not.toContain(PRIVATE_CAPTION);
    const notes = await call(ctx, owner, 'GET', '/api/v1/notifications');
    expect(notes.body).toContain(`Your photo of the 1965 Alfa Romeo ${PRIVATE_MODEL} Sprint GT`);
  });
});

describe('the reports queue', () => {
  it('names no car that was made private after it was reported', async () => {
    const reporter = await createUser(ctx);
    const car = await createCar(ctx, owner, {
      model: PRIVATE_MODEL,
      identifier: 'HUSH 0001',
    });
    await comment(ctx, reporter, car, 'Nice.');
    const filed = await call(ctx, reporter, 'POST', `/api/v1/public/vehicles/${car}/report`, {
      reason: 'misleading',
    });
    expect(filed.statusCode).toBe(200);
    const hidden = await call(ctx, owner, 'PATCH', `/api/v1/vehicles/${car}`, {
      visibility: 'private',
    });
    expect(hidden.statusCode).toBe(200);
    const queue = await call(ctx, admin, 'GET', '/api/v1/admin/reports');
    expect(queue.body).not.toContain(PRIVATE_MODEL);
    expect(queue.body).not.toContain('HUSH');
    const report = (queue.json().data as { id: string; vehicle: unknown }[]).find(
      (item) => item.id === filed.json().data.id,
    );
    expect(report?.vehicle).toEqual({
      id: car,
      title: PRIVATE_CAR,
      publicPath: `/public/${car}`,
      visibility: 'private',
    });
  });
});

describe('the failed jobs', () => {
  it('show what each job was by ids and kinds, never the text it carried', async () => {
    const boss = ctx.app.jobs.boss;
    const id = await boss.send(
      QUEUES.notificationEmail,
      {
        userId: owner.user.id,
        kind: 'reminder-due',
        title: `Cam belt due on the ${PRIVATE_MODEL}`,
        body: PRIVATE_CAPTION,
        link: null,
      },
      { startAfter: 3600, retryLimit: 0 },
    );
    await boss.fail(QUEUES.notificationEmail, id!, { message: 'mail server said no' });
    const res = await call(ctx, admin, 'GET', '/api/v1/admin/jobs/failed');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(PRIVATE_MODEL);
    expect(res.body).not.toContain(PRIVATE_CAPTION);
    const job = (res.json().data.jobs as { id: string; summary: string }[]).find(
      (item) => item.id === id,
    );
    expect(job?.summary).toBe(`Email (reminder-due) to member ${owner.user.id}`);
  });
});
