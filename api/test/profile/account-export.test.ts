import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createVehicle,
  preWarCar,
  uploadDocument,
  uploadPhoto,
} from '../garage/garage-fixtures.js';
import { emailedLink } from '../helpers/mail.js';
import { unzip } from '../helpers/unzip.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { PART_BYTES } from '../../src/features/profile/export/export-parts.js';
import { createAdmin, createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';

// Export everything (docs/product.md#your-data): one archive of the member's whole account, made
// in the background with its progress, a download link by email; per caller kind.

const WAIT = { timeout: 30_000, interval: 200 };
const PRIVATE_STORY = 'Kept in a barn in Shropshire since 1971';
let INVOICE: Buffer;

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let admin: TestUser;

const call = (method: 'GET' | 'POST', url: string, user?: TestUser) =>
  ctx.app.inject({ method, url, headers: user?.headers ?? {} });

const LINK_ENDED =
  'This download link has ended: it is more than 7 days old, a newer export replaced it, or the password or email address of the account changed since. Sign in and ask for a new export on your profile.';

/** The page's Download archive button: a form post, as the browser sends it. */
const pressDownload = (path: string) =>
  ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: '',
  });

/** Asks for an export, waits for it to be ready, and answers the emailed link's path. */
async function readyExportLink(user: TestUser): Promise<string> {
  const asked = await call('POST', '/api/v1/profile/export', user);
  expect(asked.statusCode).toBe(202);
  await vi.waitFor(async () => {
    const status = (await call('GET', '/api/v1/profile/export', user)).json().data;
    expect(status).toMatchObject({ id: asked.json().data.id, status: 'ready' });
  }, WAIT);
  const { url } = await vi.waitFor(() => {
    const mail = ctx.outbox.find(
      (item) =>
        item.to === user.user.email && item.subject === 'Your Vintage Garage export is ready',
    );
    expect(mail).toBeDefined();
    return { url: new URL(mail!.links[0]!) };
  }, WAIT);
  return `${url.pathname}${url.search}`;
}

/** The link answers that it has ended, on its page and to its button, and serves no archive. */
async function expectEnded(link: string) {
  const page = await call('GET', link);
  expect(page.statusCode).toBe(410);
  expect(page.body).toContain('<h1>This download link has ended</h1>');
  expect(page.body).toContain(LINK_ENDED);
  const pressed = await pressDownload(link);
  expect(pressed.statusCode).toBe(410);
  expect(pressed.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(pressed.body).toContain(LINK_ENDED);
}

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
  const pdf = await PDFDocument.create();
  pdf.addPage();
  INVOICE = Buffer.from(await pdf.save());
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car.id}/costs`,
    headers: owner.headers,
    payload: { kind: 'insurance', date: '2024-03-01', amount: 310, currency: 'GBP' },
  });
  await uploadDocument(ctx, owner, car.id, INVOICE, 'Invoice 1998 (Weber).pdf', {
    kind: 'invoice',
  });
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
    const madeUp = `/api/v1/exports/download?token=${'A'.repeat(43)}`;
    const page = await call('GET', madeUp);
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('This download link has ended');
    const fetched = await call('POST', madeUp);
    expect(fetched.statusCode).toBe(410);
    expect(fetched.json().error.message).toBe(LINK_ENDED);
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
    // Following the link (as a mail scanner does) opens a page with a button, not the archive.
    const opened = await call('GET', `${url.pathname}${url.search}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(opened.body).toContain('<h1>Your archive is ready</h1>');
    expect(opened.body).toContain(
      `<form method="post" action="http://localhost:8080/api/v1/exports/download?token=${url.searchParams.get('token')}"><button type="submit">Download archive</button></form>`,
    );
    expect(opened.rawPayload.subarray(0, 2).toString()).not.toBe('PK');
    const byLink = await pressDownload(`${url.pathname}${url.search}`);
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
      'papers/papers.json',
      'costs.json',
      'fuel.json',
      'valuations.json',
      'condition-reports.json',
    ])
      expect(names).toContain(`${folder}/${file}`);
    expect(JSON.parse(files.get(`${folder}/costs.json`)!.toString())).toMatchObject([
      { kind: 'insurance', date: '2024-03-01', amount: 310, currency: 'GBP' },
    ]);
    // A paper travels exactly as uploaded, its fingerprint beside it.
    const [paper] = JSON.parse(files.get(`${folder}/papers/papers.json`)!.toString());
    expect(paper).toMatchObject({
      file: '001-Invoice-1998-Weber-.pdf',
      kind: 'invoice',
      fileName: 'Invoice 1998 (Weber).pdf',
      sha256: createHash('sha256').update(INVOICE).digest('hex'),
    });
    expect(files.get(`${folder}/papers/${paper.file}`)!.equals(INVOICE)).toBe(true);
    expect(names.filter((name) => name.endsWith('.webp'))).toHaveLength(1);
    // The archive says why the photographs are not the files uploaded (docs/security.md, T14).
    expect(files.get('README.txt')!.toString('utf8')).toContain(
      'The photo files you uploaded are not kept: each was re-encoded on arrival, which removes the camera details and the location',
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

  it('several asks at the same moment start exactly one export', async () => {
    const eager = await createUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/v1/profile/export', eager)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    const rows = await ctx.db
      .selectFrom('account_exports')
      .select('id')
      .where('user_id', '=', eager.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the database refuses a second running export of one member', async () => {
    const { user } = await createUser(ctx);
    const running = (status: 'queued' | 'working') =>
      ctx.db.insertInto('account_exports').values({ user_id: user.id, status }).execute();
    await running('working');
    await expect(running('queued')).rejects.toThrow(/account_exports_one_running_idx/);
    // Finished ones are history: any number of them beside the one being made.
    await ctx.db
      .insertInto('account_exports')
      .values([
        { user_id: user.id, status: 'ready' },
        { user_id: user.id, status: 'failed' },
      ])
      .execute();
  });

  it('asking again and again is limited to a few exports a day', async () => {
    const frequent = await createUser(ctx);
    for (let round = 0; round < 3; round += 1) await readyExportLink(frequent);
    const again = await call('POST', '/api/v1/profile/export', frequent);
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(again.json().error.message).toBe(
      'You have asked for as many exports as one day allows. Please try again in 24 hours.',
    );
    // The latest archive is still there to download.
    expect((await call('GET', '/api/v1/profile/export', frequent)).json().data.status).toBe(
      'ready',
    );
  });

  it('a password change ends the emailed link; the profile still downloads the archive', async () => {
    const keeper = await createUser(ctx);
    const link = await readyExportLink(keeper);
    expect((await pressDownload(link)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: keeper.headers,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a fresh and longer passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(link);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile/export/archive',
      headers: { authorization: `Bearer ${changed.json().data.token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toBe('application/zip');
  });

  it('a password reset ends the emailed link', async () => {
    const keeper = await createUser(ctx);
    const link = await readyExportLink(keeper);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset/request',
      payload: { email: keeper.user.email },
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset/confirm',
      payload: {
        token: emailedLink(ctx, keeper.user.email).token,
        password: 'a fresh and longer passphrase',
      },
    });
    expect(reset.statusCode).toBe(204);
    await expectEnded(link);
  });

  it('an email change ends the emailed link once the new address is confirmed', async () => {
    const keeper = await createUser(ctx);
    const link = await readyExportLink(keeper);
    const moved = `moved-${keeper.user.id.slice(0, 8)}@example.test`;
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/email',
      headers: keeper.headers,
      payload: { email: moved, password: DEFAULT_PASSWORD },
    });
    expect(asked.statusCode).toBe(202);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/confirm',
      payload: { token: emailedLink(ctx, moved).token },
    });
    expect(confirmed.statusCode).toBe(200);
    await expectEnded(link);
  });

  it('a large archive is stored in parts and downloads with every photograph as stored', async () => {
    const keeper = await createUser(ctx);
    const car = await createVehicle(ctx, keeper, preWarCar);
    for (let index = 0; index < 3; index += 1) {
      // Noise does not compress: each photograph stays large once re-encoded.
      const image = await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 80 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect((await uploadPhoto(ctx, keeper, car.id, image)).statusCode).toBe(201);
    }
    const link = await readyExportLink(keeper);
    const exportRow = await ctx.db
      .selectFrom('account_exports')
      .select(['id', 'size_bytes'])
      .where('user_id', '=', keeper.user.id)
      .executeTakeFirstOrThrow();
    const parts = await ctx.db
      .selectFrom('account_export_parts')
      .select(['seq', 'data'])
      .where('export_id', '=', exportRow.id)
      .orderBy('seq')
      .execute();
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts.slice(0, -1)) expect(part.data.length).toBe(PART_BYTES);

    const downloaded = await pressDownload(link);
    expect(downloaded.statusCode).toBe(200);
    expect(Number(downloaded.headers['content-length'])).toBe(exportRow.size_bytes);
    expect(downloaded.rawPayload.length).toBe(exportRow.size_bytes);
    const files = unzip(downloaded.rawPayload);
    const stored = await ctx.db
      .selectFrom('vehicle_photos')
      .select('display_image')
      .where('vehicle_id', '=', car.id)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    const photos = [...files.entries()].filter(([name]) => name.endsWith('.webp'));
    expect(photos).toHaveLength(3);
    photos.forEach(([, bytes], index) =>
      expect(bytes.equals(Buffer.from(stored[index]!.display_image))).toBe(true),
    );
  }, 120_000);
});
