import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hashShareToken,
  newShareToken,
} from '../../src/features/garage/share-links/share-token.js';
import { call, createCar } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { uploadPhoto } from './garage-fixtures.js';

// A private car's photos are its owner's alone (docs/product.md#moderation): they wait, unseen by
// the admins, until the car is made public or unlisted; an admin can neither list, count, open nor
// decide on one while the car is private.

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let image: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  admin = await createAdmin(ctx);
  member = await createUser(ctx);
  image = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#5a2d1c' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => ctx.close());

interface QueuedPhoto {
  id: string;
  thumbUrl: string;
  vehicleTitle: string;
}

/** A car of the owner's with one photo uploaded as the owner uploads it. */
async function carWithPhoto(visibility: 'private' | 'unlisted' | 'public') {
  const car = await createCar(ctx, owner, { visibility });
  const uploaded = await uploadPhoto(ctx, owner, car, image);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { car, photo: uploaded.json().data[0].id as string };
}

async function queue(status = 'pending'): Promise<QueuedPhoto[]> {
  const res = await call(ctx, admin, 'GET', `/api/v1/admin/photos?status=${status}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const queued = async (photo: string) => (await queue()).find((item) => item.id === photo);

/** "Photos waiting for review" on /admin. */
async function waitingCount(): Promise<number> {
  const res = await call(ctx, admin, 'GET', '/api/v1/admin/overview');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.pendingPhotos;
}

const setVisibility = async (car: string, visibility: string) => {
  const res = await call(ctx, owner, 'PATCH', `/api/v1/vehicles/${car}`, { visibility });
  expect(res.statusCode, res.body).toBe(200);
};

async function ownersPhoto(car: string, photo: string) {
  const res = await call(ctx, owner, 'GET', `/api/v1/vehicles/${car}/photos`);
  return (res.json().data as { id: string; moderationStatus: string; thumbUrl: string }[]).find(
    (item) => item.id === photo,
  );
}

const decide = (user: TestUser | null, photo: string, decision: 'approve' | 'reject') =>
  call(
    ctx,
    user,
    'POST',
    `/api/v1/admin/photos/${photo}/${decision}`,
    decision === 'reject' ? { reason: 'Out of focus' } : undefined,
  );

describe("a private car's photo", () => {
  it('never reaches the moderation queue nor its count, and its owner still sees it waiting', async () => {
    const before = await waitingCount();
    const { car, photo } = await carWithPhoto('private');

    for (const status of ['pending', 'approved', 'rejected'])
      expect((await queue(status)).map((item) => item.id)).not.toContain(photo);
    expect(await waitingCount()).toBe(before);

    const own = await ownersPhoto(car, photo);
    expect(own).toMatchObject({ moderationStatus: 'pending' });
    expect((await call(ctx, null, 'GET', own!.thumbUrl)).statusCode).toBe(200);
  });

  it('comes to the queue once the car is made public, and leaves it when made private again', async () => {
    const { car, photo } = await carWithPhoto('private');
    const before = await waitingCount();

    await setVisibility(car, 'public');
    const item = await queued(photo);
    expect(item).toMatchObject({ vehicleTitle: '1965 Alfa Romeo Giulia Sprint GT' });
    expect(await waitingCount()).toBe(before + 1);
    // The moderator's address is kept by their browser no longer than a public page.
    const opened = await call(ctx, null, 'GET', item!.thumbUrl);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, max-age=10');

    await setVisibility(car, 'private');
    expect(await queued(photo)).toBeUndefined();
    expect(await waitingCount()).toBe(before);
    // The address the admin was given stops answering; the owner's own still does.
    expect((await call(ctx, null, 'GET', item!.thumbUrl)).statusCode).toBe(404);
    const own = await ownersPhoto(car, photo);
    expect((await call(ctx, null, 'GET', own!.thumbUrl)).statusCode).toBe(200);
  });

  it('comes to the queue once the car is made unlisted, to be shared by link', async () => {
    const { car, photo } = await carWithPhoto('private');
    await setVisibility(car, 'unlisted');
    expect(await queued(photo)).toMatchObject({ vehicleTitle: 'a private car' });
  });

  it('is approved or rejected by nobody: an admin is told it is not found, as an unknown photo', async () => {
    const { car, photo } = await carWithPhoto('private');
    const unknown = await decide(admin, randomUUID(), 'approve');
    expect(unknown.statusCode).toBe(404);
    for (const decision of ['approve', 'reject'] as const) {
      const res = await decide(admin, photo, decision);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { message: 'Photo not found' } });
      expect(res.body).toBe(unknown.body);
      expect((await decide(member, photo, decision)).statusCode).toBe(403);
      expect((await decide(null, photo, decision)).statusCode).toBe(401);
    }
    expect(await ownersPhoto(car, photo)).toMatchObject({ moderationStatus: 'pending' });
    const notes = await call(ctx, owner, 'GET', '/api/v1/notifications');
    expect(notes.body).not.toContain('Your photo of the');
  });
});

describe('a car shared by link with its photos', () => {
  const shareWithPhotos = async (car: string) => {
    const res = await call(ctx, owner, 'POST', `/api/v1/vehicles/${car}/share-links`, {
      scope: { photos: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; token: string };
  };

  it('has its photos in the queue, never on its page before approval, and out of the queue once made private', async () => {
    const { car, photo } = await carWithPhoto('unlisted');
    const link = await shareWithPhotos(car);
    expect(await queued(photo)).toBeDefined();
    // The link's page shows no photo a moderator has not approved, and says some wait.
    const page = await call(ctx, null, 'GET', `/api/v1/public/vehicles/by-token/${link.token}`);
    expect(page.json().data).toMatchObject({ photos: [], photosAwaitingReview: true });

    // Revoked, the car is still unlisted: a new link would show the photo, so it still waits.
    await call(ctx, owner, 'POST', `/api/v1/share-links/${link.id}/revoke`);
    expect(await queued(photo)).toBeDefined();

    // Made private, the car's links end and the photo leaves the queue.
    const again = await shareWithPhotos(car);
    await setVisibility(car, 'private');
    expect(
      (await call(ctx, null, 'GET', `/api/v1/public/vehicles/by-token/${again.token}`)).statusCode,
    ).toBe(404);
    expect(await queued(photo)).toBeUndefined();
    expect((await decide(admin, photo, 'approve')).statusCode).toBe(404);
  });

  it('brings nothing of a private car to the queue even with a live link left on it', async () => {
    // The API never leaves a live link on a private car (one is made only for a car others may see,
    // and making a car private ends its links); written straight into the database, such a link
    // opens nothing, so nothing of it is for a moderator either.
    const { car, photo } = await carWithPhoto('private');
    const token = newShareToken();
    await ctx.db
      .insertInto('share_links')
      .values({
        user_id: owner.user.id,
        vehicle_id: car,
        token_hash: hashShareToken(token),
        label: null,
        show_maintenance: true,
        show_modifications: true,
        show_photos: true,
        show_costs: false,
      })
      .execute();
    expect(
      (await call(ctx, null, 'GET', `/api/v1/public/vehicles/by-token/${token}`)).statusCode,
    ).toBe(404);
    expect(await queued(photo)).toBeUndefined();
  });
});
