import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createVehicle, multipart, uploadPhoto } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

/**
 * An upload costs the machine more than its bytes: decoding, resizing and storing. These tests hold
 * the bounds of docs/security.md (T31): pixels per image, uploads at once per member, bytes per member.
 */

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;
let small: Buffer;

// One colour compresses to almost nothing: 144 megapixels in a few hundred kilobytes.
let hugePngMade: Promise<Buffer> | undefined;
const hugePng = () =>
  (hugePngMade ??= sharp({
    create: { width: 12_000, height: 12_000, channels: 3, background: '#335577' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer());

// Noise does not compress, so a small picture still takes real room once stored.
const noisyJpeg = (edge: number) =>
  sharp({
    create: {
      width: edge,
      height: edge,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner)).id;
  small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => ctx.close());

describe('pixels per image', () => {
  it('refuses a 144-megapixel photo quickly, naming its size and the limit', async () => {
    const png = await hugePng();
    const started = performance.now();
    const res = await uploadPhoto(ctx, owner, vehicleId, png, 'huge.png');
    const elapsedMs = performance.now() - started;
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.file).toBe(
      '“huge.png” is 12000 × 12000 pixels (144 megapixels); a photo can have at most 40 megapixels.',
    );
    // Reading the header only: the old decode of all 144 MP took seconds of CPU.
    expect(elapsedMs).toBeLessThan(1_500);
  });

  it('refuses a 144-megapixel avatar the same way', async () => {
    const png = await hugePng();
    const body = multipart([
      { field: 'avatar', filename: 'me.png', contentType: 'image/png', content: png },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/avatar',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.avatar).toBe(
      '“me.png” is 12000 × 12000 pixels (144 megapixels); an image can have at most 40 megapixels.',
    );
  });
});

describe('uploads at once', () => {
  /** An upload whose body has not finished arriving: the server holds it as in progress. */
  const openUpload = (member: TestUser, vehicle: string) => {
    const body = multipart([
      { field: 'file', filename: 'slow.jpg', contentType: 'image/jpeg', content: small },
    ]);
    const stream = new PassThrough();
    stream.write(body.payload.subarray(0, 100));
    const answer = ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicle}/photos`,
      headers: { ...member.headers, ...body.headers },
      payload: stream,
    });
    return { answer, finish: () => stream.end(body.payload.subarray(100)) };
  };

  it('lets a member upload two at a time; a third answers 429 with a clear message', async () => {
    const first = openUpload(owner, vehicleId);
    const second = openUpload(owner, vehicleId);
    // Let both reach the handler before the third arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const third = await uploadPhoto(ctx, owner, vehicleId, small);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(
      'You have 2 uploads in progress; wait for one to finish, then try again.',
    );

    // Someone else is not held up by this member's uploads.
    const other = await createUser(ctx);
    const otherVehicle = (await createVehicle(ctx, other)).id;
    expect((await uploadPhoto(ctx, other, otherVehicle, small)).statusCode).toBe(201);

    first.finish();
    second.finish();
    expect((await first.answer).statusCode).toBe(201);
    expect((await second.answer).statusCode).toBe(201);
    // Both slots are free again.
    expect((await uploadPhoto(ctx, owner, vehicleId, small)).statusCode).toBe(201);
  });
});

describe('storage per member', () => {
  let quotaCtx: TestContext;
  beforeAll(async () => {
    quotaCtx = await createTestApp({ env: { PHOTO_QUOTA_MB: '0.25' } });
  });
  afterAll(() => quotaCtx.close());

  const usage = (member: TestUser | null) =>
    quotaCtx.app.inject({
      method: 'GET',
      url: '/api/v1/photos/usage',
      headers: member?.headers ?? {},
    });

  it('refuses a photo past the quota, naming the quota and what is used', async () => {
    const member = await createUser(quotaCtx);
    const car = (await createVehicle(quotaCtx, member)).id;
    const noisy = await noisyJpeg(400);
    let res = await uploadPhoto(quotaCtx, member, car, noisy);
    for (let tries = 0; res.statusCode === 201 && tries < 20; tries += 1)
      res = await uploadPhoto(quotaCtx, member, car, noisy);
    expect(res.statusCode).toBe(413);
    const { usedBytes, quotaBytes } = (await usage(member)).json().data;
    expect(quotaBytes).toBe(256 * 1024);
    expect(usedBytes).toBeLessThanOrEqual(quotaBytes);
    expect(res.json().error.fields.file).toMatch(
      /^Your photos and papers use \d+ KB of your 256 KB; this upload needs \d+ KB more\. Delete some photos or papers to make room\.$/,
    );
    expect(res.json().error.fields.file).toContain(`use ${Math.round(usedBytes / 1024)} KB`);
  });

  it('tells each member how much their own photos use', async () => {
    const member = await createUser(quotaCtx);
    const stranger = await createUser(quotaCtx);
    const admin = await createAdmin(quotaCtx);
    const car = (await createVehicle(quotaCtx, member)).id;

    expect((await usage(null)).statusCode).toBe(401);
    expect((await usage(member)).json().data).toEqual({ usedBytes: 0, quotaBytes: 256 * 1024 });

    const [photo] = (await uploadPhoto(quotaCtx, member, car, small)).json().data;
    let stored = 0;
    for (const url of [photo.displayUrl, photo.thumbUrl])
      stored += (await quotaCtx.app.inject({ method: 'GET', url })).rawPayload.length;
    expect((await usage(member)).json().data.usedBytes).toBe(stored);
    // Another member and an admin see their own use, not this member's.
    expect((await usage(stranger)).json().data.usedBytes).toBe(0);
    expect((await usage(admin)).json().data.usedBytes).toBe(0);
  });

  it('reads PHOTO_QUOTA_MB as a positive number of megabytes, 500 by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).config.photoQuotaBytes).toBe(500 * 1024 * 1024);
    expect(() => loadConfig({ NODE_ENV: 'test', PHOTO_QUOTA_MB: 'lots' })).toThrow(
      'PHOTO_QUOTA_MB must be a positive number of megabytes (got "lots")',
    );
  });
});
