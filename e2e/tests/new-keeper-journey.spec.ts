import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { emailedLink, emailsTo, registerThroughForm, unique } from '../support/account-flows';
import {
  adminMember,
  expect,
  registerMember,
  signInAs,
  startTheApp,
  test,
  toastWith,
  TOKEN_KEY,
  type Member,
} from '../support/fixtures';

// A new keeper's first hour on a 390 px phone, through the whole journey (landing, showcase,
// registry, register and confirm, a car, records, a reminder, a photo, public, a share link opened
// signed out, follow, comment, notifications, profile, export), asserting each fixed behaviour.
// Every screen is also photographed at 390 and 1280 px for a person to look at.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = process.env.VG_SHOTS_DIR ?? '/tmp/shots22';

test.use({ viewport: PHONE });

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

/** A landscape JPEG drawn in the page (1200 × 800). */
async function landscapeJpeg(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f4d3a';
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#8a5d12';
    context.fillRect(200, 300, 800, 200);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

async function phonePage(browser: Browser, member?: Member) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (member) await signInAs(page, member);
  return page;
}

test('a new keeper’s first hour on a phone, without a stumble', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);

  // Landing, as a visitor who has not touched it: a designed invitation, never a spinner.
  await page.goto('/');
  const glimpse = page.getByRole('region', { name: 'From the showcase' });
  await expect(glimpse).toBeVisible();
  await expect(glimpse.getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  await shot(page, '01-landing');

  // The phone's Menu reaches the showcase, the registry and help.
  await page.locator('summary').filter({ hasText: 'Menu' }).click();
  // Nothing is wider than the phone: the bar holds the mark, the Menu, Sign in and Register.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Showcase' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Help' })).toBeVisible();
  await shot(page, '02-phone-menu');
  await menu.getByRole('link', { name: 'Registry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registry' })).toBeVisible();
  await expect(page).toHaveTitle('Registry · Vintage Garage');
  await shot(page, '03-registry');
  await page.goto('/showcase');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, '04-showcase');

  // Register; the banner does not point to the page we are on.
  const name = `keeper${unique()}`;
  const email = `${name}@e2e.vintage-garage.test`;
  await registerThroughForm(page, { email, username: name, password: 'a fine long passphrase' });
  await expect(page.getByText(/Please verify your email address/)).toHaveCount(0);
  await shot(page, '05-verify-email');

  // Confirm, then open the same link again: it is already confirmed, not an error.
  const confirmLink = await emailedLink(request, email, '/email/confirm');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.goto(confirmLink);
  await expect(
    page.getByRole('heading', { name: 'Your email is already confirmed' }),
  ).toBeVisible();
  await expect(page.getByText('We could not confirm your email')).toHaveCount(0);
  await shot(page, '06-confirm-again');

  // A new member is welcomed, not welcomed back.
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await shot(page, '07-dashboard-first-run');

  // A car with only its make and model, as the page promises.
  await page.goto('/vehicles?add=1');
  await expect(page.getByText('Only make and model are needed now')).toBeVisible();
  await page.getByLabel('Make').fill('Jaguar');
  await page.getByLabel('Model', { exact: true }).fill('E-Type');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vehicle added' })).toBeVisible();
  await expect(toastWith(page, 'Vehicle added')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: 'Jaguar E-Type' });
  await expect(heading).toBeVisible();
  await expect(heading.getByText('E-Type')).toHaveCSS('white-space', 'nowrap');
  const carUrl = page.url();
  const carId = carUrl.split('/vehicles/')[1]!.split('?')[0]!;
  // Every tab is on the screen: none cut off.
  for (const tab of await page.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(PHONE.width);
  }
  await shot(page, '08-car-added');

  // Public, so it can be shared and followed.
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('Model year').fill('1962');
  await page.getByLabel('Who can see it').selectOption('public');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, 'Changes saved')).toBeVisible();

  // A maintenance record with a part; the next record remembers the currency.
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await page.getByRole('button', { name: 'Log maintenance' }).first().click();
  await page.getByLabel('Title').fill('Annual service');
  await page.getByLabel('Currency').fill('GBP');
  await page.getByRole('button', { name: 'Add a part' }).click();
  await page.getByLabel('Part', { exact: true }).fill('Oil filter');
  await page.getByLabel('Unit cost').fill('18.50');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(toastWith(page, 'Maintenance logged')).toBeVisible();
  await page.getByRole('button', { name: 'Log maintenance' }).first().click();
  await expect(page.getByLabel('Currency')).toHaveValue('GBP');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A reminder.
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await page.getByLabel('What is due').fill('Grease the chassis');
  await page.getByLabel('Due at reading').fill('48000');
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByText('Grease the chassis')).toBeVisible();
  await shot(page, '09-maintenance');

  // A landscape photo keeps its shape in the grid; an administrator approves it; a second waits.
  await page.getByRole('tab', { name: 'Photos' }).click();
  await page
    .getByLabel('Choose photos to upload')
    .setInputFiles([await landscapeJpeg(page, 'front.jpg')]);
  await expect(page.getByText('front.jpg — uploaded')).toBeVisible();
  const tile = page.getByRole('img', { name: /Jaguar E-Type/ }).first();
  await expect(tile).toBeVisible();
  const tileBox = (await tile.boundingBox())!;
  expect(tileBox.height).toBeLessThan(tileBox.width);
  await shot(page, '10-photos');
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  const photos = await request.get(`/api/v1/vehicles/${carId}/photos`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [photo] = ((await photos.json()) as { data: Array<{ id: string }> }).data;
  const admin = await adminMember(request);
  const approved = await request.post(`/api/v1/admin/photos/${photo!.id}/approve`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await page
    .getByLabel('Choose photos to upload')
    .setInputFiles([await landscapeJpeg(page, 'rear.jpg')]);
  await expect(page.getByText('rear.jpg — uploaded')).toBeVisible();

  // A share link with everything ticked (the car's page arrives rendered; the app comes with the
  // keeper's first touch: docs/adr/0021).
  await page.goto(carUrl);
  await startTheApp(page);
  for (const option of [
    'Maintenance records',
    'Modifications',
    'Approved photos',
    'What things cost',
  ])
    // The car's tab panels are labelled by their tabs ('Modifications'): the box is a checkbox.
    await page.getByRole('checkbox', { name: option }).check();
  await page.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await page.getByLabel('Share link').inputValue();

  // Opened signed out, before the app starts: exactly what the link was made with.
  const visitor = await phonePage(browser);
  await visitor.goto(shareUrl);
  await expect(
    visitor.getByRole('heading', { level: 1, name: '1962 Jaguar E-Type' }),
  ).toBeVisible();
  const maintenance = visitor.getByRole('region', { name: /^Maintenance/ });
  await expect(maintenance).toContainText('Annual service');
  await expect(maintenance).toContainText('Oil filter');
  await expect(maintenance).toContainText('£18.50');
  await expect(visitor.getByText(/Some photos are waiting for review/)).toBeVisible();
  await expect(visitor.getByRole('region', { name: /^Photographs/ }).getByRole('img')).toHaveCount(
    1,
  );
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await shot(visitor, '11-share-link-visitor');
  await startTheApp(visitor);
  await expect(visitor.getByRole('region', { name: /^Maintenance/ })).toContainText('£18.50');
  await expect(visitor.getByRole('tablist')).toHaveCount(0);

  // The public page, signed out: the same page, the particulars, and the ways to join in.
  await visitor.goto(`/public/${carId}`);
  await expect(visitor.getByRole('region', { name: 'Particulars' })).toContainText('Jaguar');
  await expect(visitor.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Footer' })).toContainText('Contact Us');
  await shot(visitor, '12-public-car-visitor');
  await startTheApp(visitor);
  await expect(visitor.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
  await visitor.context().close();

  // Another member follows, admires and comments: each says what is now true.
  const reader = await registerMember(request);
  const other = await phonePage(browser, reader);
  await other.goto(`/public/${carId}`);
  await startTheApp(other);
  await other.getByRole('button', { name: 'Follow this car' }).click();
  await expect(other.getByText('Following this car')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Unfollow this car' })).toBeVisible();
  await other.getByRole('button', { name: 'Admire' }).click();
  await expect(other.getByText('Admired', { exact: true })).toBeVisible();
  const comment = other.getByRole('textbox', { name: 'Add a comment' });
  await comment.fill('What a lovely Series 1.');
  await other.getByRole('button', { name: 'Post comment' }).click();
  // In the conversation (the field still holds the words until the post is answered).
  await expect(
    other.getByRole('list', { name: 'Comments' }).getByText('What a lovely Series 1.'),
  ).toBeVisible();
  await expect(comment).toHaveValue('');
  await shot(other, '13-public-car-member');
  await other.context().close();

  // The keeper hears of it.
  await page.goto('/notifications');
  await expect(page.getByText(/commented on/).first()).toBeVisible();
  await shot(page, '14-notifications');

  // Profile: a display name shows in the top bar; the email says it is confirmed; export everything.
  await page.goto('/profile');
  await page.getByLabel('Display name').fill('Ann Keeper');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('button', { name: 'Ann Keeper' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Email' })).toContainText('Confirmed');
  await page.getByRole('button', { name: 'Export everything' }).click();
  await expect(page.getByRole('button', { name: 'Download archive' })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(async () => (await emailsTo(request, email)).map((mail) => mail.subject))
    .toContain('Your Vintage Garage export is ready');
  await shot(page, '15-profile-export');

  // The dashboard lists the work by its date, in one format; on the day they joined, a keeper
  // with a car is still welcomed, not welcomed back.
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, Ann Keeper`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await shot(page, '16-dashboard');
});
