import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminMember,
  expect,
  expectAccessible,
  registerMember,
  startRemote,
  startTheApp,
  stopRemote,
  test,
  type Member,
} from '../support/fixtures';

// Public pages answered with their content in the first HTML (docs/adr/0008): what a link preview,
// a search engine and a visitor on a slow phone get before any script runs, what a private car
// leaves in it (nothing), and the app taking the page over in place.

const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

/** A small JPEG made by the browser (the API keeps photos as WebP). */
async function jpeg(page: Page): Promise<Buffer> {
  await page.goto('/help');
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 800, height: 500 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#8a5d12';
    context.fillRect(0, 0, 800, 500);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
    return btoa(String.fromCharCode(...new Uint8Array(await blob!.arrayBuffer())));
  });
  return Buffer.from(base64, 'base64');
}

interface Car {
  id: string;
  identifierKey: string;
}

async function addCar(
  request: APIRequestContext,
  member: Member,
  fields: Record<string, unknown>,
): Promise<Car> {
  const response = await request.post('/api/v1/vehicles', { headers: auth(member), data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Car }).data;
}

async function approvedCover(request: APIRequestContext, owner: Member, car: Car, image: Buffer) {
  const uploaded = await request.post(`/api/v1/vehicles/${car.id}/photos`, {
    headers: auth(owner),
    multipart: { file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: image } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const [photo] = ((await uploaded.json()) as { data: { id: string }[] }).data;
  const admin = await adminMember(request);
  const approved = await request.post(`/api/v1/admin/photos/${photo!.id}/approve`, {
    headers: auth(admin),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

const unique = () => Date.now().toString(36).toUpperCase();
/** Absolute addresses in the pages use the site's public origin: the one the suite runs against. */
const origin = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:8080').origin;

test.describe('public pages in the first HTML', () => {
  let keeper: Member;
  let publicCar: Car;
  let privateCar: Car;
  let unlistedCar: Car;
  const model = `Roadster ${unique()}`;
  const secretModel = `Hushmobile ${unique()}`;

  test.beforeAll(async ({ browser, request }) => {
    const page = await browser.newPage();
    const image = await jpeg(page);
    await page.close();
    keeper = await registerMember(request);
    publicCar = await addCar(request, keeper, {
      identifierKind: 'chassis',
      identifier: `S ${unique()}`,
      make: 'Jaguar',
      model,
      modelYear: 1962,
      odometerUnit: 'mi',
      currentColour: 'Opalescent Silver Grey',
      story: 'A Series 1 roadster, first registered in Coventry and restored in 1998.',
      visibility: 'public',
    });
    await approvedCover(request, keeper, publicCar, image);
    privateCar = await addCar(request, keeper, {
      identifierKind: 'chassis',
      identifier: `P ${unique()}`,
      make: 'Bentley',
      model: secretModel,
      modelYear: 1926,
      odometerUnit: 'mi',
      story: 'Kept in a locked barn, never shown.',
    });
    unlistedCar = await addCar(request, keeper, {
      identifierKind: 'chassis',
      identifier: `U ${unique()}`,
      make: 'Riley',
      model: 'Nine',
      modelYear: 1931,
      odometerUnit: 'mi',
      visibility: 'unlisted',
    });
  });

  test("a public car's raw HTML carries its title, description and a cover image that answers", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`/public/${publicCar.identifierKey}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const html = await response.text();
    expect(html).toContain(`<title>1962 Jaguar ${model} · Vintage Garage</title>`);
    expect(html).toMatch(
      /<meta name="description" content="A Series 1 roadster, first registered in Coventry and restored in 1998\."/,
    );
    expect(html).toMatch(new RegExp(`<h1>\\s*1962 Jaguar ${model}\\s*</h1>`));
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain('"@type":"Car"');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image!.startsWith(`${origin(baseURL)}/api/v1/photos/`)).toBe(true);
    const cover = await request.get(image!.replaceAll('&amp;', '&'));
    expect(cover.status()).toBe(200);
    expect(cover.headers()['content-type']).toMatch(/^image\//);
  });

  test("an unlisted car's share page is kept out of search engines", async ({ request }) => {
    const link = await request.post(`/api/v1/vehicles/${unlistedCar.id}/share-links`, {
      headers: auth(keeper),
      data: {},
    });
    const { token } = ((await link.json()) as { data: { token: string } }).data;
    const response = await request.get(`/public/vehicle/${token}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toMatch(/<h1>\s*1931 Riley Nine\s*<\/h1>/);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  });

  test("a private car's page mentions nothing of it", async ({ request }) => {
    for (const path of [`/public/${privateCar.identifierKey}`, `/public/${privateCar.id}`]) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      for (const secret of [secretModel, 'Bentley', 'locked barn', keeper.username])
        expect(html).not.toContain(secret);
      expect(html).not.toContain('/api/v1/photos/');
    }
  });

  test('robots.txt and sitemap.xml are real answers', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain('User-agent: *\n');
    expect(rules).toContain('Disallow: /public/vehicle/\n');
    expect(rules).toContain('Disallow: /vehicles\n');
    expect(rules).toContain(`Sitemap: ${origin(baseURL)}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${origin(baseURL)}/public/${publicCar.identifierKey}</loc>`);
    expect(xml).toContain(`<loc>${origin(baseURL)}/user/${keeper.username}</loc>`);
    expect(xml).not.toContain(privateCar.identifierKey);
    expect(xml).not.toContain(unlistedCar.identifierKey);
  });

  test('the app takes the page over in place and works as the app', async ({ page }) => {
    await page.goto(`/public/${publicCar.identifierKey}`);
    const heading = page.getByRole('heading', { level: 1, name: `1962 Jaguar ${model}` });
    await expect(heading).toBeVisible();
    // A visitor who only reads runs none of the app: the page is complete as it came.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/main\.[0-9a-f]+\.js$/.test(name)),
      ),
    ).toEqual([]);
    await startTheApp(page);
    // The remote's own page (the same sections, its own markup) replaces the server's copy; one
    // heading at a time.
    await expect(page.getByRole('region', { name: 'Particulars' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('[data-vg-ssr]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);

    // Navigation inside the app: to the keeper's page and back, then the sign-in link.
    await page.evaluate(() => ((window as never as { __noReload: boolean }).__noReload = true));
    await page.getByRole('link', { name: keeper.username }).first().click();
    await expect(page).toHaveURL(new RegExp(`/user/${keeper.username}$`));
    await expect(page.getByRole('link', { name: `1962 Jaguar ${model}` })).toBeVisible();
    await page.goBack();
    await expect(heading).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
    expect(
      await page.evaluate(() => (window as never as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  });

  test('with the garage remote down, the server-rendered content stays readable', async ({
    page,
  }) => {
    test.skip(Boolean(process.env.BASE_URL), 'stops a remote of the native stack this run started');
    await stopRemote('garage');
    try {
      await page.goto(`/public/${publicCar.identifierKey}`);
      await startTheApp(page);
      await expect(
        page.getByRole('heading', { name: 'The garage section is unavailable' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: `1962 Jaguar ${model}` }),
      ).toBeVisible();
      await expect(page.getByText('Opalescent Silver Grey').first()).toBeVisible();
      // The cover, large (the gallery shows the same photograph again below).
      await expect(page.getByRole('img', { name: `1962 Jaguar ${model}` }).first()).toBeVisible();
    } finally {
      await startRemote('garage');
    }
  });
});

test("every page shows the product's mark in its tab, and nothing asks for a missing icon", async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  // The landing page (built ahead), the showcase (the API's), and a route of the app itself.
  for (const path of ['/', '/showcase', '/community']) {
    await page.goto(path);
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', '/favicon.svg');
  }
  const served = await page.request.get('/favicon.svg');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/svg+xml');
  expect(missing).toEqual([]);
});
