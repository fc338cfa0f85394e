import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminMember, expect, registerMember, test, type Member } from '../support/fixtures';

// The public car page worth sharing (docs/product.md, Public car page): its conversation in the
// first HTML (read before any script, and with none), its photographs in a lightbox worked by
// keyboard and by finger, and every date in the reader's locale, the rendered page and the app
// alike. Screenshots of the car page (comments, lightbox open), a share link, the home page and
// Verify email at 390 and 1280 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = process.env.VG_SHOTS_DIR ?? '/tmp/vg-shots';
const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

/** The page at both widths; a dialog over it (fullPage: false) as the screen shows it. */
async function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  if (size) await page.setViewportSize(size);
}

/** A JPEG drawn by the browser, in the shape asked for. */
async function jpeg(browser: Browser, width: number, height: number): Promise<Buffer> {
  const page = await browser.newPage();
  await page.goto('/help');
  const base64 = await page.evaluate(
    async ([w, h]: [number, number]) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1f4d3a';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#8a5d12';
      context.fillRect(w / 4, h / 3, w / 2, h / 3);
      const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
      return btoa(String.fromCharCode(...new Uint8Array(await blob!.arrayBuffer())));
    },
    [width, height] as [number, number],
  );
  await page.close();
  return Buffer.from(base64, 'base64');
}

async function approvedPhoto(
  request: APIRequestContext,
  owner: Member,
  carId: string,
  image: Buffer,
  caption: string,
) {
  const uploaded = await request.post(`/api/v1/vehicles/${carId}/photos`, {
    headers: auth(owner),
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: image } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const [photo] = ((await uploaded.json()) as { data: { id: string }[] }).data;
  const captioned = await request.patch(`/api/v1/photos/${photo!.id}`, {
    headers: auth(owner),
    data: { caption },
  });
  expect(captioned.ok(), await captioned.text()).toBe(true);
  const admin = await adminMember(request);
  const approved = await request.post(`/api/v1/admin/photos/${photo!.id}/approve`, {
    headers: auth(admin),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

async function comment(
  request: APIRequestContext,
  member: Member,
  carId: string,
  body: string,
  parentId?: string,
) {
  const posted = await request.post(`/api/v1/public/vehicles/${carId}/comments`, {
    headers: auth(member),
    data: { body, ...(parentId && { parentId }) },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { data: { id: string } }).data.id;
}

test.describe('the public car page', () => {
  let keeper: Member;
  let carId: string;
  let shareToken: string;

  test.beforeAll(async ({ browser, request }) => {
    test.setTimeout(120_000);
    keeper = await registerMember(request);
    const added = await request.post('/api/v1/vehicles', {
      headers: auth(keeper),
      data: {
        identifierKind: 'chassis',
        identifier: `875 ${Date.now().toString(36)}`,
        make: 'Jaguar',
        model: 'E-Type',
        modelYear: 1962,
        visibility: 'public',
        story: 'Bought from its first keeper in 1971 and never restored.',
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    carId = ((await added.json()) as { data: { id: string } }).data.id;
    const work = await request.post(`/api/v1/vehicles/${carId}/maintenance`, {
      headers: auth(keeper),
      data: { performedOn: '2025-09-03', category: 'service', title: 'Oil and filter' },
    });
    expect(work.status(), await work.text()).toBe(201);
    await approvedPhoto(
      request,
      keeper,
      carId,
      await jpeg(browser, 1200, 800),
      'Front three-quarter',
    );
    await approvedPhoto(request, keeper, carId, await jpeg(browser, 600, 900), 'The dashboard');
    await approvedPhoto(request, keeper, carId, await jpeg(browser, 1200, 700), 'Side view');
    const reader = await registerMember(request);
    const first = await comment(
      request,
      reader,
      carId,
      'What a **lovely** survivor. Is the leather original?',
    );
    await comment(request, keeper, carId, 'It is: only fed, never replaced.', first);
    const link = await request.post(`/api/v1/vehicles/${carId}/share-links`, {
      headers: auth(keeper),
      data: { scope: { maintenance: true, modifications: true, photos: true, costs: true } },
    });
    expect(link.ok(), await link.text()).toBe(true);
    shareToken = ((await link.json()) as { data: { token: string } }).data.token;
  });

  test('a visitor without JavaScript reads the conversation, with dates in their locale', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'de-DE',
      viewport: PHONE,
    });
    const page = await context.newPage();
    await page.goto(`/public/${carId}`);
    const conversation = page.getByRole('region', { name: 'Community' });
    await expect(
      conversation.getByRole('article', { name: /^Comment by @/ }).first(),
    ).toContainText('Is the leather original?');
    await expect(conversation.locator('strong', { hasText: 'lovely' })).toBeVisible();
    await expect(conversation).toContainText('It is: only fed, never replaced.');
    await expect(conversation.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
    await expect(conversation.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
    await expect(conversation.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    // The one medium format, German: 3 September 2025 is 03.09.2025.
    await expect(page.getByText(/03\.09\.2025/)).toBeVisible();
    // The gallery's photos are plain links to the full-size file.
    await expect(page.getByRole('link', { name: 'Side view' }).first()).toHaveAttribute(
      'href',
      /\/api\/v1\/photos\//,
    );
    await shot(page, 'public-car-no-js');
    await context.close();
  });

  test('the app taking over writes the same dates and keeps the conversation in place', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`/public/${carId}`);
    const heading = page.getByRole('heading', { name: 'Community' });
    const before = (await heading.boundingBox())!;
    await page.mouse.move(10, 10); // intent: the app starts
    await page.waitForSelector('html[data-app-started]');
    await expect(page.locator('[data-vg-ssr]')).toHaveCount(0);
    await expect(page.getByRole('article', { name: /^Comment by @/ }).first()).toBeVisible();
    await expect(page.getByText(/03\.09\.2025/)).toBeVisible();
    const after = (await page.getByRole('heading', { name: 'Community' }).boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThan(80);
    await context.close();
  });

  test('a photo opens in a lightbox by keyboard: full size in its shape, arrows, Escape, focus back', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`/public/${carId}`);
    const tile = page.getByRole('link', { name: 'The dashboard' }).first();
    // Keyboard only: focus the tile and press Enter (the rendered page's link opens the app's lightbox).
    await tile.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText('2 of 3');
    const full = lightbox.getByRole('img', { name: 'The dashboard' });
    await expect(full).toHaveAttribute('src', /\/api\/v1\/photos\//);
    const box = (await full.boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width); // a portrait photo stays a portrait
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('3 of 3');
    await expect(lightbox.getByRole('img', { name: 'Side view' })).toBeVisible();
    // Focus stays inside: Tab cycles through the lightbox's own controls.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
      ).toBe(true);
    }
    await shot(page, 'public-car-lightbox', false);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(page.getByRole('link', { name: 'The dashboard' }).first()).toBeFocused();
    await context.close();
  });

  test('on a phone the lightbox moves on with a swipe and its buttons', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`/public/${carId}`);
    await page.getByRole('link', { name: 'Front three-quarter' }).first().tap();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toContainText('1 of 3');
    await lightbox.getByRole('button', { name: 'Next photo' }).tap();
    await expect(lightbox).toContainText('2 of 3');
    const stage = (await lightbox.getByRole('img', { name: 'The dashboard' }).boundingBox())!;
    const y = stage.y + stage.height / 2;
    await page.dispatchEvent('[data-testid="lightbox-stage"]', 'pointerdown', {
      clientX: 300,
      clientY: y,
      pointerType: 'touch',
      isPrimary: true,
    });
    await page.dispatchEvent('[data-testid="lightbox-stage"]', 'pointerup', {
      clientX: 80,
      clientY: y,
      pointerType: 'touch',
      isPrimary: true,
    });
    await expect(lightbox).toContainText('3 of 3');
    await context.close();
  });

  test('screenshots: the car with its conversation, a share link, home, Verify email', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/public/${carId}`);
    await shot(page, 'public-car-rendered');
    await page.mouse.move(5, 5);
    await page.waitForSelector('html[data-app-started]');
    await expect(page.getByRole('article', { name: /^Comment by @/ }).first()).toBeVisible();
    await shot(page, 'public-car-app');
    await page.goto(`/public/vehicle/${shareToken}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('E-Type');
    await shot(page, 'share-link');
    await page.goto('/');
    await shot(page, 'home');
    await page.goto('/verify-email');
    await page.waitForLoadState('networkidle');
    await shot(page, 'verify-email');
    await context.close();
  });
});
