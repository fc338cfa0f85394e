import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, comment, createCar, insertPhoto } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';

// A rendered page writes its dates in the reader's locale (docs/product.md#dates), negotiated from
// Accept-Language, the way the app's screens write them, and a shared cache keeps one copy per locale.

let ctx: TestContext;
let owner: TestUser;
let carId: string;
let identifier: string;

const page = (url: string, acceptLanguage?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  identifier = `AR ${Date.now().toString(36)}`;
  carId = await createCar(ctx, owner, { identifier });
  const work = await call(ctx, owner, 'POST', `/api/v1/vehicles/${carId}/maintenance`, {
    performedOn: '2025-09-03',
    category: 'service',
    title: 'Oil and filter',
  });
  expect(work.statusCode).toBe(201);
}, 120_000);
afterAll(() => ctx.close());

describe('dates on a rendered public car page', () => {
  it("are written in the reader's locale, negotiated from Accept-Language", async () => {
    const url = `/api/v1/pages/public/${carId}`;
    expect((await page(url, 'en-US,en;q=0.9')).body).toContain('Sep 3, 2025');
    expect((await page(url, 'de-DE,de;q=0.9,en;q=0.5')).body).toContain('03.09.2025');
    expect((await page(url, 'en-GB')).body).toContain('3 Sept 2025');
  });

  it('are British English for a reader who says nothing or accepts nothing supported', async () => {
    const url = `/api/v1/pages/public/${carId}`;
    expect((await page(url)).body).toContain('3 Sept 2025');
    expect((await page(url, 'tlh')).body).toContain('3 Sept 2025');
  });

  it('tell a shared cache the answer varies by language, with a validator per locale', async () => {
    const url = `/api/v1/pages/public/${carId}`;
    const german = await page(url, 'de');
    const american = await page(url, 'en-US');
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect(german.headers.etag).not.toBe(american.headers.etag);
    // The same locale asked again is the kept copy: a 304 for the reader who has it.
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'de-AT;q=0.1, de-DE', 'if-none-match': german.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the gallery on a rendered public car page', () => {
  it('links each photo full-size (the no-script fallback), numbered for the lightbox', async () => {
    await insertPhoto(ctx, { userId: owner.user.id, vehicleId: carId, status: 'approved' });
    // Written behind the API's back, so no cached copy was cleared: a locale not asked for yet.
    const body = (await page(`/api/v1/pages/public/${carId}`, 'it')).body;
    expect(body).toMatch(/<a href="\/api\/v1\/photos\/[^"]+" data-vg-photo="1"/);
  });
});

describe('the conversation on a rendered public car page', () => {
  it('is in the HTML for a visitor, read-only, with its dates in their locale', async () => {
    const member = await createUser(ctx);
    const first = await comment(ctx, member, carId, 'What a **lovely** colour.');
    await comment(ctx, owner, carId, 'Thank you: it is the factory red.', first);
    const body = (await page(`/api/v1/pages/public/${carId}`, 'en-US')).body;
    expect(body).toContain(
      'What a **lovely** colour.'.replace('**lovely**', '<strong>lovely</strong>'),
    );
    expect(body).toContain('Thank you: it is the factory red.');
    expect(body).toContain(`@${member.user.username}`);
    expect(body).toMatch(/Sign in to comment/);
    expect(body).toMatch(/Sign in to follow/);
    expect(body).not.toContain('<textarea');
    const year = new Date().getUTCFullYear();
    expect(body).toMatch(new RegExp(`[A-Z][a-z]{2} \\d{1,2}, ${year}, \\d{1,2}:\\d{2}\\s?[AP]M`));
  });
});
