import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCar, insertPhoto } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// A photo's file address (docs/security.md, T14 and T22): signed with a key derived for photos
// alone, and checked against the photo's state on every request, so a photo rejected, deleted or on a
// car made private stops answering at once, and no cache keeps it longer than a public page. The
// owner's own address is kept by their browser alone, no longer than the address lives.

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  admin = await createAdmin(ctx);
});
afterAll(() => ctx.close());

const get = (url: string) => call(ctx, null, 'GET', url);

/** A public car with an approved photo, and that photo's address as its public page hands it out. */
async function approvedPhoto() {
  const car = await createCar(ctx, owner);
  const photo = await insertPhoto(ctx, {
    userId: owner.user.id,
    vehicleId: car,
    status: 'approved',
  });
  const page = await get(`/api/v1/public/vehicles/${car}`);
  const address = page.json().data.photos[0].displayUrl as string;
  return { car, photo, address };
}

/** The owner's own address of a photo, from the owner's photo list. */
async function ownersAddress(car: string, photo: string): Promise<string> {
  const list = await call(ctx, owner, 'GET', `/api/v1/vehicles/${car}/photos`);
  return list.json().data.find((item: { id: string }) => item.id === photo).thumbUrl;
}

/** Private (no shared cache), for the seconds the address has left (6 to 12 hours), unchanged. */
function expectKeptUntilExpiry(address: string, cacheControl: unknown) {
  const expires = Number(new URL(address, 'http://x').searchParams.get('expires'));
  const match = /^private, max-age=(\d+), immutable$/.exec(String(cacheControl));
  expect(match, String(cacheControl)).not.toBeNull();
  const seconds = Number(match?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(6 * 60 * 60 - 5);
  expect(seconds).toBeLessThanOrEqual(Math.ceil((expires - Date.now()) / 1000));
}

describe('photo addresses', () => {
  it('refuses an address signed with the JWT secret itself', async () => {
    const { photo, address } = await approvedPhoto();
    expect((await get(address)).statusCode).toBe(200);
    const expires = Number(new URL(address, 'http://x').searchParams.get('expires'));
    for (const message of [
      `photo:${photo}:display:${expires}`,
      `photo:public:${photo}:display:${expires}`,
    ]) {
      const sig = createHmac('sha256', ctx.config.jwtSecret).update(message).digest('base64url');
      const forged = `/api/v1/photos/${photo}/file?size=display&expires=${expires}&sig=${sig}`;
      expect((await get(forged)).statusCode).toBe(404);
    }
  });

  it("keeps a public photo in any cache no longer than a public page, and the owner's own in their browser until its address expires", async () => {
    const { car, photo, address } = await approvedPhoto();
    const served = await get(address);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=10');
    const ownAddress = await ownersAddress(car, photo);
    const own = await get(ownAddress);
    expect(own.statusCode).toBe(200);
    expectKeptUntilExpiry(ownAddress, own.headers['cache-control']);
  });

  it('stops answering at once when the photo is rejected', async () => {
    const { address, photo } = await approvedPhoto();
    expect((await get(address)).statusCode).toBe(200);
    const rejected = await call(ctx, admin, 'POST', `/api/v1/admin/photos/${photo}/reject`, {
      reason: 'Shows a number plate of another car',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await get(address)).statusCode).toBe(404);
  });

  it('stops answering at once when the car is made private, but the owner still sees it', async () => {
    const { car, photo, address } = await approvedPhoto();
    expect((await get(address)).statusCode).toBe(200);
    const hidden = await call(ctx, owner, 'PATCH', `/api/v1/vehicles/${car}`, {
      visibility: 'private',
    });
    expect(hidden.statusCode).toBe(200);
    expect((await get(address)).statusCode).toBe(404);
    expect((await get(await ownersAddress(car, photo))).statusCode).toBe(200);
  });

  it('stops answering at once when the photo is deleted, for the owner too', async () => {
    const { car, photo, address } = await approvedPhoto();
    const own = await ownersAddress(car, photo);
    expect((await call(ctx, owner, 'DELETE', `/api/v1/photos/${photo}`)).statusCode).toBe(204);
    expect((await get(address)).statusCode).toBe(404);
    expect((await get(own)).statusCode).toBe(404);
  });

  it("never turns the owner's address of a photo waiting for review into a public one", async () => {
    const car = await createCar(ctx, owner);
    const photo = await insertPhoto(ctx, { userId: owner.user.id, vehicleId: car });
    const own = await ownersAddress(car, photo);
    const page = await get(`/api/v1/public/vehicles/${car}`);
    expect(page.json().data.photos).toEqual([]);
    const answer = await get(own);
    expect(answer.statusCode).toBe(200);
    expectKeptUntilExpiry(own, answer.headers['cache-control']);
  });
});
