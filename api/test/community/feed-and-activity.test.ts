import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import type { FeedKind } from '@vg/contract';
import { feedPage, type FollowingPlan } from '../../src/features/community/feed/feed-query.js';
import { encodeCursor } from '../../src/http/pagination.js';
import { call, comment, createCar, insertPhoto, reinstate, suspend } from './community-fixtures.js';

// The Following feed, the Everyone feed's new kinds, and /activity (docs/product.md#community).

let ctx: TestContext;
let keeper: TestUser;
let follower: TestUser;
let stranger: TestUser;
let admin: TestUser;
let giulia: string;
let hiddenCar: string;
let strangersCar: string;
let publicRecord: string;
let privateRecord: string;
let approvedPhoto: string;
let pendingPhoto: string;

async function logMaintenance(user: TestUser, vehicleId: string, title: string) {
  const res = await call(ctx, user, 'POST', `/api/v1/vehicles/${vehicleId}/maintenance`, {
    performedOn: '2026-10-01',
    category: 'service',
    title,
  });
  if (res.statusCode !== 201) throw new Error(`maintenance: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

const photo = (user: TestUser, vehicleId: string, status: 'approved' | 'pending') =>
  insertPhoto(ctx, {
    userId: user.user.id,
    vehicleId,
    status,
    caption: `${status} photo`,
    moderatedAt: status === 'approved' ? new Date() : null,
  });

const feed = (user: TestUser, query: string) =>
  call(ctx, user, 'GET', `/api/v1/community/feed?${query}`);
const lines = (body: { data: { kind: string; id: string }[] }) =>
  body.data.map((item) => `${item.kind}:${item.id}`);

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx, { username: 'ann_keeper' });
  follower = await createUser(ctx, { username: 'bob_follower' });
  stranger = await createUser(ctx, { username: 'cy_stranger' });
  admin = await createAdmin(ctx);
  giulia = await createCar(ctx, keeper);
  hiddenCar = await createCar(ctx, keeper, { visibility: 'private', model: 'Secret Special' });
  strangersCar = await createCar(ctx, stranger, { make: 'Lancia', model: 'Fulvia' });
  await call(ctx, follower, 'PUT', `/api/v1/public/vehicles/${giulia}/follow`);
  publicRecord = await logMaintenance(keeper, giulia, 'Rebuilt the Webers');
  privateRecord = await logMaintenance(keeper, hiddenCar, 'Secret work');
  await logMaintenance(stranger, strangersCar, 'Fulvia service');
  approvedPhoto = await photo(keeper, giulia, 'approved');
  pendingPhoto = await photo(keeper, giulia, 'pending');
  await call(ctx, admin, 'POST', '/api/v1/admin/showcase', { vehicleId: giulia });
});
afterAll(() => ctx.close());

describe('the Following feed', () => {
  it("shows the followed car's records, approved photos and showcase pick, newest first, and nothing else", async () => {
    const res = await feed(follower, 'scope=following');
    expect(res.statusCode).toBe(200);
    const seen = lines(res.json());
    expect(seen).toEqual(
      expect.arrayContaining([
        `record:${publicRecord}`,
        `photo:${approvedPhoto}`,
        `showcase:${giulia}`,
      ]),
    );
    expect(seen.join()).not.toContain(privateRecord);
    expect(seen.join()).not.toContain(pendingPhoto);
    expect(seen.join()).not.toContain(strangersCar);
    expect(res.body).not.toContain('Secret');
    const times = res.json().data.map((item: { occurredAt: string }) => item.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const record = res.json().data.find((item: { kind: string }) => item.kind === 'record');
    expect(record).toMatchObject({
      record: {
        recordKind: 'maintenance',
        title: 'Rebuilt the Webers',
        category: 'service',
        performedOn: '2026-10-01',
      },
      vehicle: { id: giulia, ownerUsername: 'ann_keeper' },
    });
  });

  it("following a keeper brings all their public cars' news, never a private car's", async () => {
    const fan = await createUser(ctx);
    expect((await feed(fan, 'scope=following')).json().data).toEqual([]);
    await call(ctx, fan, 'PUT', '/api/v1/users/ann_keeper/follow');
    const res = await feed(fan, 'scope=following');
    const seen = lines(res.json());
    expect(seen).toContain(`record:${publicRecord}`);
    expect(seen).toContain(`vehicle:${giulia}`);
    expect(res.body).not.toContain(hiddenCar);
    expect(res.body).not.toContain('Secret');
  });

  it('narrows to one kind and pages without repeats', async () => {
    const records = (await feed(follower, 'scope=following&kind=record')).json();
    expect(lines(records)).toEqual([`record:${publicRecord}`]);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await feed(
        follower,
        `scope=following&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...lines(res.json()));
      cursor = res.json().page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(lines((await feed(follower, 'scope=following')).json()));
  });

  it("drops a suspended keeper's cars from every feed", async () => {
    await suspend(ctx, keeper);
    expect((await feed(follower, 'scope=following')).json().data).toEqual([]);
    expect((await feed(follower, 'scope=everyone')).body).not.toContain(giulia);
    await reinstate(ctx, keeper);
  });

  it('finds the same lines car by car as newest first across the community, page after page', async () => {
    const fan = await createUser(ctx);
    await call(ctx, fan, 'PUT', '/api/v1/users/ann_keeper/follow');
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${strangersCar}/follow`);
    const pagesBy = async (plan: FollowingPlan, kind?: FeedKind) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page += 1) {
        const rows = await feedPage(ctx.db, {
          scope: 'following',
          viewerId: fan.user.id,
          kind,
          cursor,
          limit: 2,
          plan,
        });
        seen.push(...rows.slice(0, 2).map((row) => `${row.kind}:${row.id}:${row.make}`));
        const last = rows[1];
        if (rows.length <= 2 || !last) break;
        cursor = encodeCursor({ createdAt: last.created_at, id: last.id });
      }
      return seen;
    };
    for (const kind of [undefined, 'record', 'photo', 'vehicle'] as const) {
      const newest = await pagesBy('newest', kind);
      expect(newest.length).toBeGreaterThan(0);
      expect(await pagesBy('by-car', kind)).toEqual(newest);
    }
    expect((await pagesBy('newest')).join()).toContain(strangersCar);
    expect((await pagesBy('by-car')).join()).not.toContain(privateRecord);
  });

  it('shows every change to what a page showed, though pages are kept between changes', async () => {
    const reader = await createUser(ctx);
    const car = await createCar(ctx, keeper, { model: 'Giulietta' });
    await call(ctx, reader, 'PUT', `/api/v1/public/vehicles/${car}/follow`);
    const page = async () => (await feed(reader, 'scope=following')).json();
    expect(lines(await page())).toEqual([`vehicle:${car}`]);

    const record = await logMaintenance(keeper, car, 'New tyres');
    expect(lines(await page())).toEqual([`record:${record}`, `vehicle:${car}`]);
    await call(ctx, keeper, 'PUT', `/api/v1/maintenance/${record}`, {
      performedOn: '2026-10-01',
      category: 'service',
      title: 'New tyres, balanced',
    });
    expect((await page()).data[0].record.title).toBe('New tyres, balanced');
    const shown = await photo(keeper, car, 'approved');
    expect(lines(await page())).toContain(`photo:${shown}`);
    await ctx.db
      .updateTable('vehicle_photos')
      .set({ moderation_status: 'rejected' })
      .where('id', '=', shown)
      .execute();
    expect(lines(await page())).not.toContain(`photo:${shown}`);

    // A private car's record leaves the kept pages alone.
    const revision = () => sql`select sum(revision) as sum from feed_revision`.execute(ctx.db);
    const before = (await revision()).rows;
    await logMaintenance(keeper, hiddenCar, 'Private work');
    expect((await revision()).rows).toEqual(before);

    await call(ctx, keeper, 'PATCH', `/api/v1/vehicles/${car}`, { visibility: 'private' });
    expect((await page()).data).toEqual([]);
  });

  it('answers 400 naming the field for an unknown scope', async () => {
    const res = await feed(follower, 'scope=friends');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('scope');
  });
});

describe('the Everyone feed', () => {
  it('adds records, approved photos and showcase picks of every public car, never a private one', async () => {
    const res = await feed(stranger, 'scope=everyone&limit=50');
    const seen = lines(res.json());
    expect(seen).toEqual(
      expect.arrayContaining([
        `record:${publicRecord}`,
        `photo:${approvedPhoto}`,
        `showcase:${giulia}`,
        `vehicle:${strangersCar}`,
      ]),
    );
    expect(res.body).not.toContain(privateRecord);
    expect(res.body).not.toContain(pendingPhoto);
    expect(res.body).not.toContain(hiddenCar);
  });
});

describe('/activity', () => {
  it("shows my garage's events, private ones too, and what others did to my cars", async () => {
    const fan = await createUser(ctx, { username: 'dee_fan' });
    await call(ctx, fan, 'PUT', `/api/v1/public/vehicles/${giulia}/admire`);
    await call(ctx, fan, 'PUT', '/api/v1/users/ann_keeper/follow');
    const question = await comment(ctx, fan, giulia, 'Which jets?');
    const res = await call(ctx, keeper, 'GET', '/api/v1/activity?limit=50');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { kind: string; id: string }[];
    const kinds = items.map((item) => item.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['record', 'photo', 'comment', 'admire', 'follow']),
    );
    // My own private car's record is mine to see, opening in my garage.
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'record',
        id: privateRecord,
        vehicle: expect.objectContaining({ path: `/vehicles/${hiddenCar}` }),
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'comment',
        id: question,
        member: expect.objectContaining({ username: 'dee_fan' }),
        comment: expect.objectContaining({ excerpt: 'Which jets?' }),
      }),
    );
    expect(items).toContainEqual(expect.objectContaining({ kind: 'follow', vehicle: null }));
    expect(res.body).not.toContain('Fulvia');
  });

  it("shows a reply to my comment on someone else's car, and nothing of my own doing", async () => {
    const mine = await comment(ctx, follower, strangersCar, 'Lovely Fulvia.');
    await comment(ctx, stranger, strangersCar, 'Thank you!', mine);
    const res = await call(ctx, follower, 'GET', '/api/v1/activity');
    const items = res.json().data;
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'reply',
        member: expect.objectContaining({ username: 'cy_stranger' }),
      }),
    ]);
  });

  it('needs a signed-in member', async () => {
    expect((await call(ctx, null, 'GET', '/api/v1/activity')).statusCode).toBe(401);
  });
});
