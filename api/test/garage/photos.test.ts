import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, multipart, uploadPhoto } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;
let jpegWithGps: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (
    await createVehicle(ctx, owner, {
      identifierKind: 'chassis',
      identifier: 'E1001',
      make: 'Jaguar',
      model: 'E-Type',
      visibility: 'public',
    })
  ).id;
  jpegWithGps = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#1f4d3a' },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Somebody', Make: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();
});
afterAll(() => ctx.close());

describe('photo upload', () => {
  it('re-encodes a JPEG as WebP in two sizes without EXIF or location, awaiting moderation', async () => {
    expect((await sharp(jpegWithGps).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(ctx, owner, vehicleId, jpegWithGps);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().data;
    expect(photo).toMatchObject({
      width: 320,
      height: 240,
      moderationStatus: 'pending',
      isCover: true,
    });

    for (const url of [photo.displayUrl, photo.thumbUrl]) {
      const file = await ctx.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
    const vehicle = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: owner.headers,
    });
    expect(vehicle.json().data.coverPhoto.id).toBe(photo.id);
  });

  it('judges the type by content, not by name', async () => {
    const res = await uploadPhoto(
      ctx,
      owner,
      vehicleId,
      Buffer.from('%PDF-1.7 not a photo'),
      'holiday.jpg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.fields.file).toBe(
      'Only JPEG, PNG and WebP photos can be uploaded. “holiday.jpg” is not one.',
    );
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await uploadPhoto(ctx, owner, vehicleId, png, 'scan.pdf')).statusCode).toBe(201);
  });

  it('refuses a file over 15 MB with a clear message', async () => {
    const huge = Buffer.concat([jpegWithGps, Buffer.alloc(15 * 1024 * 1024)]);
    const res = await uploadPhoto(ctx, owner, vehicleId, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      message: 'A photo can be at most 15 MB.',
      fields: { file: 'A photo can be at most 15 MB.' },
    });
  });

  it('takes caption and stage fields, and refuses a request without a file', async () => {
    const body = multipart([
      { field: 'caption', content: 'As found in the barn, 1998' },
      { field: 'stage', content: 'before' },
      { field: 'file', filename: 'barn.jpg', content: jpegWithGps },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/photos`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.json().data[0]).toMatchObject({
      caption: 'As found in the barn, 1998',
      stage: 'before',
    });
    const empty = multipart([{ field: 'caption', content: 'nothing' }]);
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/photos`,
      headers: { ...owner.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields.file).toBe('Choose at least one photo.');
  });

  it('refuses a forged or expired file address', async () => {
    const [photo] = (await uploadPhoto(ctx, owner, vehicleId, jpegWithGps)).json().data;
    const forged = photo.thumbUrl.replace(/sig=[^&]+/, 'sig=forged');
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const expired = photo.thumbUrl.replace(/expires=\d+/, 'expires=1000');
    expect((await ctx.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('shows photos publicly only once an admin approves them, and tells the owner', async () => {
    const [photo] = (await uploadPhoto(ctx, owner, vehicleId, jpegWithGps)).json().data;
    const publicPage = () =>
      ctx.app
        .inject({ method: 'GET', url: `/api/v1/public/vehicles/${vehicleId}` })
        .then((res) => res.json().data);
    expect((await publicPage()).photos.map((item: { id: string }) => item.id)).not.toContain(
      photo.id,
    );

    const member = await createUser(ctx);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/photos/${photo.id}/approve`,
      headers: member.headers,
    });
    expect(forbidden.statusCode).toBe(403);

    const admin = await createAdmin(ctx);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/photos?status=pending',
      headers: admin.headers,
    });
    expect(queue.json().data.map((item: { id: string }) => item.id)).toContain(photo.id);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/photos/${photo.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.json().data).toMatchObject({
      moderationStatus: 'approved',
      ownerUsername: owner.user.username,
    });
    expect((await publicPage()).photos.map((item: { id: string }) => item.id)).toContain(photo.id);

    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/photos/${photo.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Shows a number plate of another car' },
    });
    expect(rejected.json().data).toMatchObject({
      moderationStatus: 'rejected',
      rejectionReason: 'Shows a number plate of another car',
    });
    const notifications = await ctx.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(notifications.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['photo-approved', 'photo-rejected']),
    );
  });

  it('lets the owner caption, reorder and delete a photo', async () => {
    const [photo] = (await uploadPhoto(ctx, owner, vehicleId, jpegWithGps)).json().data;
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/photos/${photo.id}`,
      headers: owner.headers,
      payload: { caption: 'Concours, 2019', stage: 'after', position: 0 },
    });
    expect(patched.json().data).toMatchObject({
      caption: 'Concours, 2019',
      stage: 'after',
      position: 0,
    });
    // A patch naming nothing changes nothing, and says so with the photo as it is.
    const unchanged = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/photos/${photo.id}`,
      headers: owner.headers,
      payload: {},
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ caption: 'Concours, 2019', stage: 'after' });
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/photos/${photo.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(204);
  });
});
