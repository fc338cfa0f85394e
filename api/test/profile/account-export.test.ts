import { inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVehicle, preWarCar, uploadPhoto } from '../garage/garage-fixtures.js';
import { emailedLink } from '../helpers/mail.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// Export everything (docs/product.md#your-data): one archive of the member's whole account, made
// in the background with its progress, a download link by email; per caller kind.

const WAIT = { timeout: 30_000, interval: 200 };
const PRIVATE_STORY = 'Kept in a barn in Shropshire since 1971';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let admin: TestUser;

/** The files of a ZIP archive, read from its central directory, and each file's bytes. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = archive.readUInt32LE(end + 16);
  for (let index = 0; index < archive.readUInt16LE(end + 10); index += 1) {
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const body = archive.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(body) : body);
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return files;
}

const call = (method: 'GET' | 'POST', url: string, user?: TestUser) =>
  ctx.app.inject({ method, url, headers: user?.headers ?? {} });

beforeAll(async () => {
  ctx = await createTestApp({
    env: { JOBS_POLL_SECONDS: '0.5', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
  });
  owner = await createUser(ctx);
  member = await createUser(ctx);
  admin = await createAdmin(ctx);
  const car = await createVehicle(ctx, owner, { ...preWarCar, story: PRIVATE_STORY });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car.id}/maintenance`,
    headers: owner.headers,
    payload: {
      performedOn: '2024-04-12',
      category: 'service',
      title: 'Oil and filter',
      parts: [{ description: 'Oil filter element', quantity: 1, unitCost: 18 }],
      currency: 'GBP',
    },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car.id}/ownership`,
    headers: owner.headers,
    payload: { ownerName: 'W. O. Bentley', fromDate: '1926-01-01' },
  });
  const image = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#1f4d3a' },
  })
    .jpeg()
    .toBuffer();
  await uploadPhoto(ctx, owner, car.id, image);
}, 120_000);
afterAll(() => ctx.close());

describe('export everything', () => {
  it('a visitor can neither ask for one nor read one', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/profile/export'],
      ['GET', '/api/v1/profile/export'],
      ['GET', '/api/v1/profile/export/archive'],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(401);
    const madeUp = await call('GET', `/api/v1/exports/download?token=${'A'.repeat(43)}`);
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().error.fields.token).toMatch(/expired or was replaced/);
    const malformed = await call('GET', '/api/v1/exports/download?token=nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.token).toBe('This download link is not valid.');
  });

  it('the member asks, follows the progress, gets the link by email, and downloads everything', async () => {
    expect((await call('GET', '/api/v1/profile/export', owner)).json().data).toBeNull();
    const asked = await call('POST', '/api/v1/profile/export', owner);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data).toMatchObject({ status: 'queued', progress: 0 });

    await vi.waitFor(async () => {
      const status = (await call('GET', '/api/v1/profile/export', owner)).json().data;
      expect(status).toMatchObject({ id: asked.json().data.id, status: 'ready', progress: 100 });
    }, WAIT);

    // The email goes once the archive is stored, so it may follow the ready status by a moment.
    const { url } = await vi.waitFor(() => emailedLink(ctx, owner.user.email), WAIT);
    expect(url.pathname).toBe('/api/v1/exports/download');
    const byLink = await call('GET', `${url.pathname}${url.search}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toBe('application/zip');
    expect(byLink.headers['content-disposition']).toMatch(
      /attachment; filename="vintage-garage-export-/,
    );

    const files = unzip(byLink.rawPayload);
    const names = [...files.keys()];
    expect(names).toContain('profile.json');
    const folder = 'vehicles/1926-Bentley-3-Litre';
    for (const file of [
      'vehicle.json',
      'provenance.json',
      'history.csv',
      'maintenance.json',
      'modifications.json',
      'photos/photos.json',
    ])
      expect(names).toContain(`${folder}/${file}`);
    expect(names.filter((name) => name.endsWith('.webp'))).toHaveLength(1);
    // The archive says why the photographs are not the files uploaded (docs/security.md, T14).
    expect(files.get('README.txt')!.toString('utf8')).toContain(
      'The files you uploaded are not kept: each was re-encoded on arrival, which removes the camera details and the location',
    );
    expect(JSON.parse(files.get(`${folder}/vehicle.json`)!.toString()).story).toBe(PRIVATE_STORY);
    expect(files.get(`${folder}/history.csv`)!.toString()).toContain('1 × Oil filter element');
    expect(JSON.parse(files.get(`${folder}/provenance.json`)!.toString())[0].ownerName).toBe(
      'W. O. Bentley',
    );
    const photo = files.get(names.find((name) => name.endsWith('.webp'))!)!;
    expect((await sharp(photo).metadata()).format).toBe('webp');

    // Signed in, the profile's Download gives the same archive.
    const signedIn = await call('GET', '/api/v1/profile/export/archive', owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.rawPayload.equals(byLink.rawPayload)).toBe(true);
  });

  it('another member and an admin see only their own exports, none of the owner’s', async () => {
    for (const caller of [member, admin]) {
      expect((await call('GET', '/api/v1/profile/export', caller)).json().data).toBeNull();
      const archive = await call('GET', '/api/v1/profile/export/archive', caller);
      expect(archive.statusCode).toBe(409);
      expect(archive.json().error.message).toBe('Your export is not ready yet.');
      expect(archive.body).not.toContain(PRIVATE_STORY);
    }
  });

  it('asking again while one is being made shows that one, not a second', async () => {
    const working = await ctx.db
      .insertInto('account_exports')
      .values({ user_id: member.user.id, status: 'working', progress: 40 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = await call('POST', '/api/v1/profile/export', member);
    expect(again.json().data).toMatchObject({ id: working.id, status: 'working', progress: 40 });
  });
});
