import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, modernCar, preWarCar, uploadPhoto } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// The public pages as HTML (docs/adr/0009): what a visitor, a link preview and a search engine get
// before any script runs, and what a private, deleted or revoked car leaves in them: nothing.

const ORIGIN = 'https://garage.example';
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Vintage Garage</title>' +
  '<meta name="description" content="The host\'s own words"/>' +
  '<script defer="defer" src="/main.0123456789.js"></script></head>' +
  '<body><noscript>Vintage Garage needs JavaScript to run.</noscript><div id="root"><div><h1>Prerendered landing</h1></div></div></body></html>';
const STORY = `Found in a barn in Shropshire ${randomUUID()}`;
const PRIVATE_STORY = `Private story ${randomUUID()}`;
const PRIVATE_MODEL = 'Hushmobile';
const BLURB = 'A first-series roadster kept as it left Hiroshima & driven every weekend since.';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let admin: TestUser;
let publicCar: { id: string };
let privateCar: { id: string };
let unlistedCar: { id: string };
let coverUrl: string;

/** The page with the source's layout whitespace taken out, so assertions read like the markup. */
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  const tidy = res.body
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/\s+\/>/g, '/>');
  return Object.assign(res, { body: tidy });
}

const meta = (body: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(body)?.[1];

async function shareLink(vehicleId: string, user = owner) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/share-links`,
    headers: user.headers,
    payload: {},
  });
  return res.json().data as { id: string; token: string };
}

function expectNothingOfTheCar(body: string) {
  for (const secret of [PRIVATE_MODEL, PRIVATE_STORY, owner.user.username, owner.user.email])
    expect(body).not.toContain(secret);
  expect(body).not.toContain('/api/v1/photos/');
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vg-shell-'));
  await writeFile(path.join(dir, 'index.html'), SHELL);
  ctx = await createTestApp({
    env: { PUBLIC_ORIGIN: ORIGIN, HOST_SHELL: path.join(dir, 'index.html') },
  });
  owner = await createUser(ctx);
  member = await createUser(ctx);
  admin = await createAdmin(ctx);
  publicCar = await createVehicle(ctx, owner, {
    ...modernCar,
    visibility: 'public',
    currentColour: 'Classic Red',
    story: STORY,
  });
  privateCar = await createVehicle(ctx, owner, {
    ...preWarCar,
    model: PRIVATE_MODEL,
    story: PRIVATE_STORY,
  });
  unlistedCar = await createVehicle(ctx, owner, {
    ...preWarCar,
    identifier: '3C 9999-U',
    visibility: 'unlisted',
  });
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' },
  })
    .jpeg()
    .toBuffer();
  const photo = (await uploadPhoto(ctx, owner, publicCar.id, image)).json().data[0] as {
    id: string;
  };
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/photos/${photo.id}/approve`,
    headers: admin.headers,
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/showcase',
    headers: admin.headers,
    payload: { vehicleId: publicCar.id, note: BLURB },
  });
  const view = (await get(`/api/v1/public/vehicles/${publicCar.id}`)).json().data as {
    photos: { displayUrl: string }[];
  };
  coverUrl = view.photos[0]!.displayUrl;
}, 180_000);
afterAll(() => ctx.close());

describe('a public vehicle page', () => {
  it('holds the heading, cover photo, particulars and link preview in the raw HTML, inside the host shell', async () => {
    const res = await get('/api/v1/pages/public/1M8GDM9AXKP042788');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = res.body;
    // The shell's scripts start the app; its own title, description and prerendered page are gone.
    expect(body).toContain('<script defer="defer" src="/main.0123456789.js"></script>');
    // The page reads without scripts: the shell's "needs JavaScript" notice is not on it.
    expect(body).not.toContain('needs JavaScript');
    expect(body).not.toContain('Prerendered landing');
    expect(body).not.toContain("The host's own words");
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain('<title>1989 Mazda MX-5 · Vintage Garage</title>');
    // A hyphenated word is kept whole on its line (docs/product.md#public-car-page).
    expect(body).toContain('<h1>1989 Mazda<span class="vg-ssr-nowrap">MX-5</span></h1>');
    expect(body).toContain(`<img class="vg-ssr-hero" src="${coverUrl.replaceAll('&', '&amp;')}"`);
    expect(body).toMatch(/<dt>Current colour<\/dt><dd>Classic Red<\/dd>/);
    expect(meta(body, 'name', 'description')).toBe(STORY);
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/public/1M8GDM9AXKP042788"/>`);
    expect(meta(body, 'property', 'og:title')).toBe('1989 Mazda MX-5');
    expect(meta(body, 'property', 'og:type')).toBe('website');
    expect(meta(body, 'property', 'og:url')).toBe(`${ORIGIN}/public/1M8GDM9AXKP042788`);
    expect(meta(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(body).not.toContain('noindex');
    expect(body).toContain('data-vg-ssr="garage/public-vehicle-page"');
    expect(body).toContain('.vg-ssr-bar>div{');
    // Until the app starts, the visitor's ways on are plain links, as in the app's top bar.
    expect(body).toContain('<a href="/registry">Registry</a>');
    expect(body).toContain('<a class="vg-ssr-register" href="/register">Register</a>');
    // No executable inline script: only the shell's script tag and data blocks.
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.every((attributes) => /type="application\/(ld\+)?json"/.test(attributes!))).toBe(
      true,
    );
  });

  it("makes Skip to content the first stop of the Tab order, as the app's shell does", async () => {
    const { body } = await get('/api/v1/pages/public/1M8GDM9AXKP042788');
    const root = body.slice(body.indexOf('<div id="root">'));
    expect(/<a [^>]*>[^<]*<\/a>/.exec(root)?.[0]).toBe(
      '<a class="vg-ssr-skip" href="#main">Skip to content</a>',
    );
    expect(root).toContain('<main id="main" tabindex="-1" class="vg-ssr-main">');
  });

  it('has an og:image that answers 200 with an image type', async () => {
    const res = await get('/api/v1/pages/public/1M8GDM9AXKP042788');
    const image = meta(res.body, 'property', 'og:image')!.replaceAll('&amp;', '&');
    expect(image.startsWith(`${ORIGIN}/api/v1/photos/`)).toBe(true);
    const file = await get(image.slice(ORIGIN.length));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
  });

  it('describes the car to search engines as a schema.org Car, with its identifier', async () => {
    const res = await get(`/api/v1/pages/public/${publicCar.id}`);
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      brand: { name: 'Mazda' },
      model: 'MX-5',
      vehicleModelDate: '1989',
      color: 'Classic Red',
      vehicleIdentificationNumber: '1M8GDM9AXKP042788',
    });
  });

  it("lists the particulars in the app's order under the app's labels, and no row for a number not recorded", async () => {
    const particulars = (body: string) =>
      [...body.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(([, label, value]) =>
        [label, value].map((text) => text!.replaceAll('&#39;', "'").replaceAll('&amp;', '&')),
      );
    const full = {
      identifierKind: 'serial',
      identifier: `AR ${Date.now() % 1_000_000}`,
      make: 'Alfa Romeo',
      model: 'Giulia',
      variant: 'Sprint GT',
      modelYear: 1965,
      coachbuilder: 'Bertone',
      bodyStyle: 'Coupé',
      buildDate: '1965-03-01',
      buildDatePrecision: 'month',
      engineNumber: 'AR 00502 12345',
      gearboxNumber: 'G 4411',
      factoryColour: 'Rosso Alfa',
      currentColour: 'Bianco',
      odometerUnit: 'mi',
      odometerReading: 45000,
      odometerIsActual: false,
      status: 'stored',
      condition: 'survivor',
      visibility: 'public',
    };
    const numbered = await createVehicle(ctx, owner, full);
    const res = await get(`/api/v1/pages/public/${numbered.id}`);
    // The app's own rows for the same car (remote-garage vehicle-overview.tsx), matching numbers after.
    expect(particulars(res.body).slice(0, 15)).toEqual([
      ['Make', 'Alfa Romeo'],
      ['Model', 'Giulia'],
      ['Variant', 'Sprint GT'],
      ['Year', '1965'],
      ["Maker's serial number", full.identifier],
      ['Coachbuilder', 'Bertone'],
      ['Body style', 'Coupé'],
      ['Built', 'March 1965'],
      ['Engine number', 'AR 00502 12345'],
      ['Gearbox number', 'G 4411'],
      ['Factory colour', 'Rosso Alfa'],
      ['Current colour', 'Bianco'],
      ['Odometer', '45,000 mi (not actual)'],
      ['Status', 'Stored'],
      ['Condition', 'Survivor (unrestored)'],
    ]);
    // A car added with make and model only: its page leaves the number out, as the app's does.
    const bare = await createVehicle(ctx, owner, {
      identifierKind: 'none',
      make: 'Riley',
      model: 'RM',
      visibility: 'public',
    });
    const page = await get(`/api/v1/pages/public/${bare.id}`);
    expect(particulars(page.body).map(([label]) => label)).toEqual(['Make', 'Model', 'Status']);
  });

  it('names the API answer it was made from, for the app taking over', async () => {
    const res = await get(`/api/v1/pages/public/1m8gdm9axkp042788`);
    const data = /<script type="application\/json" id="vg-page-data">([^<]*)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(JSON.parse(data!)).toEqual({
      api: `/api/v1/public/vehicles/${publicCar.id}`,
      vehicleId: publicCar.id,
    });
    const api = await get(JSON.parse(data!).api as string);
    expect(api.json()).toMatchObject({ data: { vehicle: { title: '1989 Mazda MX-5' } } });
  });

  it('is a plain 404 with nothing of the car for a private car, by number or by id, the same as for no car', async () => {
    const made_up = await get('/api/v1/pages/public/NOSUCH0000');
    for (const url of [
      '/api/v1/pages/public/3C%201234-B',
      `/api/v1/pages/public/${privateCar.id}`,
      `/api/v1/pages/public/3C1234B?id=${privateCar.id}`,
    ]) {
      for (const user of [undefined, owner, member]) {
        const res = await get(url, user?.headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toBe(made_up.body);
        expect(res.body).toContain('<h1>Page not found</h1>');
        expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
        expectNothingOfTheCar(res.body);
      }
    }
  });

  it('leaves a deleted car as not found at once', async () => {
    const doomed = await createVehicle(ctx, owner, {
      ...preWarCar,
      identifier: 'DOOMED 1',
      visibility: 'public',
    });
    expect((await get('/api/v1/pages/public/DOOMED1')).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/vehicles/${doomed.id}`,
      headers: owner.headers,
    });
    const gone = await get('/api/v1/pages/public/DOOMED1');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Bentley');
  });
});

describe('a shared vehicle page', () => {
  it('shows an unlisted car to whoever holds the link, never to search engines, without its number', async () => {
    const link = await shareLink(unlistedCar.id);
    const res = await get(`/api/v1/pages/public/vehicle/${link.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>1926 Bentley 3 Litre</h1>');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(meta(res.body, 'property', 'og:url')).toBe(`${ORIGIN}/public/vehicle/${link.token}`);
    // The link's holder reads the number, as in the app; search engines are not told it.
    expect(res.body).toMatch(/<dt>Chassis or frame number<\/dt><dd>3C 9999-U<\/dd>/);
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(json).not.toContain('3C 9999-U');
    expect(JSON.parse(json!)).not.toHaveProperty('serialNumber');
  });

  it('is not found once the link is revoked, at once, for everyone', async () => {
    const link = await shareLink(unlistedCar.id);
    expect((await get(`/api/v1/pages/public/vehicle/${link.token}`)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/share-links/${link.id}/revoke`,
      headers: owner.headers,
    });
    for (const user of [undefined, owner, member, admin]) {
      const res = await get(`/api/v1/pages/public/vehicle/${link.token}`, user?.headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Bentley');
      expect(res.body).not.toContain(owner.user.username);
    }
  });

  it('is not found for a token that was never made, or is not a token at all', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '%3Cscript%3E']) {
      const res = await get(`/api/v1/pages/public/vehicle/${token}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<script>');
    }
  });
});

describe("a keeper's page and the showcase", () => {
  it("shows the keeper's name and public cars, and nothing private", async () => {
    const res = await get(`/api/v1/pages/user/${owner.user.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('1989 Mazda MX-5');
    expect(res.body).toContain(`href="/public/1M8GDM9AXKP042788"`);
    expect(meta(res.body, 'property', 'og:type')).toBe('profile');
    expect(res.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/user/${owner.user.username}"/>`,
    );
    expect(res.body).not.toContain(PRIVATE_MODEL);
    expect(res.body).not.toContain('3 Litre');
    expect(res.body).not.toContain(owner.user.email);
  });

  it('is not found for an unknown or suspended keeper', async () => {
    const suspended = await createUser(ctx, { suspended: 'Spam.' });
    for (const username of ['nobody_here', suspended.user.username]) {
      const res = await get(`/api/v1/pages/user/${username}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(username);
    }
  });

  it('lists the showcase with its photographs', async () => {
    const res = await get('/api/v1/pages/showcase');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Showcase</h1>');
    expect(res.body).toContain('<ul class="vg-ssr-grid" aria-label="Showcase cars">');
    expect(res.body).toContain('1989 Mazda MX-5');
    expect(meta(res.body, 'property', 'og:image')).toMatch(
      /^https:\/\/garage\.example\/api\/v1\/photos\//,
    );
  });

  it("shows the curator's blurb on the car's card, as the admin wrote it", async () => {
    const res = await get('/api/v1/pages/showcase');
    const card = /<article class="vg-ssr-card">.*?<\/article>/s.exec(res.body)?.[0] ?? '';
    expect(card).toContain('1989 Mazda MX-5');
    expect(card).toContain(
      '<p class="vg-ssr-blurb">A first-series roadster kept as it left Hiroshima &amp; driven every weekend since.</p>',
    );
  });

  it('goes down the heading levels one at a time: the page, then each car', async () => {
    const res = await get('/api/v1/pages/showcase');
    const levels = [...res.body.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.slice(0, 2)).toEqual([1, 2]);
    levels.forEach((level, index) => {
      if (index)
        expect(level, `h${levels[index - 1]} then h${level}`).toBeLessThanOrEqual(
          levels[index - 1]! + 1,
        );
    });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of signed-in areas and share links, and names the sitemap', async () => {
    const res = await get('/api/v1/pages/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\n');
    for (const path of ['/public/vehicle/', '/vehicles', '/dashboard', '/admin', '/profile'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).not.toMatch(/Disallow: \/public\/?\n/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists public vehicle and keeper pages, never a private or unlisted car', async () => {
    const res = await get('/api/v1/pages/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><urlset /);
    expect(res.body).toContain(`<loc>${ORIGIN}/public/1M8GDM9AXKP042788</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/user/${owner.user.username}</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/showcase</loc>`);
    expect(res.body).not.toContain(privateCar.id);
    expect(res.body).not.toContain(unlistedCar.id);
    expect(res.body).not.toContain('3C1234B');
    expect(res.body).not.toContain(member.user.username);
  });
});

describe('caching', () => {
  const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

  it('lets a shared cache keep public answers briefly, with a validator, and answers 304 to it', async () => {
    for (const url of [
      '/api/v1/pages/public/1M8GDM9AXKP042788',
      '/api/v1/pages/showcase',
      `/api/v1/pages/user/${owner.user.username}`,
      '/api/v1/pages/sitemap.xml',
      `/api/v1/public/vehicles/${publicCar.id}`,
      '/api/v1/showcase',
      `/api/v1/users/${owner.user.username}/vehicles`,
      `/api/v1/users/${owner.user.username}`,
    ]) {
      const first = await get(url);
      expect(first.headers['cache-control'], url).toBe(PUBLIC);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it("never lets a shared cache keep a signed-in member's answers", async () => {
    for (const url of [
      '/api/v1/vehicles',
      `/api/v1/vehicles/${privateCar.id}`,
      '/api/v1/auth/user',
      // Whether I follow this keeper is mine alone.
      `/api/v1/users/${owner.user.username}`,
    ]) {
      const res = await get(url, owner.headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('shows a car made private to nobody at once on this process, and within s-maxage on another', async () => {
    const shortLived = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '1' } });
    try {
      const keeper = await createUser(shortLived);
      const car = await createVehicle(shortLived, keeper, {
        ...preWarCar,
        identifier: 'FLEETING 1',
        visibility: 'public',
      });
      const replica = await shortLived.replica();
      const page = '/api/v1/pages/public/FLEETING1';
      const api = `/api/v1/public/vehicles/${car.id}`;
      const from = (app: typeof replica, url: string) => app.inject({ method: 'GET', url });
      expect((await from(replica, page)).statusCode).toBe(200);
      expect((await from(replica, api)).statusCode).toBe(200);
      expect((await from(shortLived.app, page)).headers['cache-control']).toContain('s-maxage=1,');

      await shortLived.app.inject({
        method: 'PATCH',
        url: `/api/v1/vehicles/${car.id}`,
        headers: keeper.headers,
        payload: { visibility: 'private' },
      });
      // The process that took the write forgets at once.
      expect((await from(shortLived.app, page)).statusCode).toBe(404);
      expect((await from(shortLived.app, api)).statusCode).toBe(404);
      // Another process may still have it, for at most s-maxage.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await from(replica, page)).statusCode).toBe(404);
      expect((await from(replica, api)).statusCode).toBe(404);
    } finally {
      await shortLived.close();
    }
  }, 90_000);
});
