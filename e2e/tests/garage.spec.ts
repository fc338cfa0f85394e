import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  registerMember,
  signInAs,
  startTheApp,
  test,
  toastWith,
} from '../support/fixtures';

// A real VIN whose check digit adds up, and the same VIN mistyped.
const VIN = '1M8GDM9AXKP042788';

/** A small JPEG made in the page itself: the suite carries no binary fixtures. */
async function jpegFile(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#1f4d3a';
    context.fillRect(0, 0, 640, 480);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

async function addVehicle(page: Page, fill: () => Promise<void>) {
  await page.goto('/vehicles?add=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeVisible();
  await fill();
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  // Banners stack newest first: an earlier car's may still be there.
  await expect(page.getByRole('status').filter({ hasText: 'Vehicle added' }).first()).toBeVisible();
}

test('an owner keeps two cars’ whole lives and shares one', async ({ page, request, browser }) => {
  const owner = await registerMember(request);
  await signInAs(page, owner);

  await page.goto('/dashboard');
  await expect(page.getByText('Start your garage')).toBeVisible();
  await expectAccessible(page);

  // A pre-1981 car by its chassis number: the model year suggests the kind.
  await addVehicle(page, async () => {
    await page.getByLabel('Make').fill('Jaguar');
    await page.getByLabel('Model', { exact: true }).fill('E-Type');
    await page.getByLabel('Variant or trim').fill('Series 1 3.8');
    await page.getByLabel('Model year').fill('1962');
    await expect(page.getByLabel('Identifier')).toHaveValue('chassis');
    await page.getByLabel('Chassis or frame number').fill('875 026');
  });
  await expect(
    page.getByRole('heading', { level: 1, name: '1962 Jaguar E-Type Series 1 3.8' }),
  ).toBeVisible();
  const classicUrl = page.url();

  // A modern one by VIN, after the check digit warning is confirmed.
  await addVehicle(page, async () => {
    await page.getByLabel('Make').fill('Mazda');
    await page.getByLabel('Model', { exact: true }).fill('MX-5');
    await page.getByLabel('Model year').fill('1989');
    await page.getByRole('textbox', { name: 'VIN' }).fill('1M8GDM9A1KP042788');
    await expect(page.getByText(/should be X but is 1/)).toBeVisible();
    await page.getByRole('textbox', { name: 'VIN' }).fill(VIN);
    await expect(page.getByText(`Exactly as stamped. Found by: ${VIN}`)).toBeVisible();
  });
  await expect(page.getByText('Check digit verified')).toBeVisible();

  // Back to the classic: maintenance with parts.
  await page.goto(classicUrl);
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await page.getByRole('button', { name: 'Log maintenance' }).first().click();
  await page.getByLabel('Odometer').fill('48213');
  await page.getByLabel('Title').fill('Annual service');
  await page.getByLabel('Currency').fill('GBP');
  await page.getByRole('button', { name: 'Add a part' }).click();
  await page.getByLabel('Part', { exact: true }).fill('Oil filter');
  await page.getByLabel('Unit cost').fill('18.50');
  await page.getByLabel('Source').selectOption('reproduction');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(toastWith(page, 'Maintenance logged')).toBeVisible();
  await expect(page.getByRole('article', { name: /Annual service/ })).toContainText(
    '1 × Oil filter',
  );

  // A reminder, completed: the work is logged with it.
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await page.getByLabel('What is due').fill('Grease the chassis');
  await page.getByLabel('Due at reading').fill('48000');
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByText('Overdue')).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('button', { name: 'Log and complete' }).click();
  await expect(toastWith(page, 'Reminder completed')).toBeVisible();

  // A reversible modification.
  await page.getByRole('tab', { name: 'Modifications' }).click();
  await page.getByRole('button', { name: 'Record a modification' }).first().click();
  await page.getByLabel('Title').fill('Electronic ignition');
  await page.getByLabel('System').selectOption('ignition');
  await page.getByLabel('Reversible without permanent changes').check();
  await page.getByLabel('Original part retained').check();
  await page.getByLabel('Where the original is kept').fill('Distributor on the shelf');
  await page.getByRole('button', { name: 'Save modification' }).click();
  await expect(page.getByRole('article', { name: 'Electronic ignition' })).toContainText(
    'Reversible',
  );

  // Photos, several at once, each with a progress bar.
  await page.getByRole('tab', { name: 'Photos' }).click();
  await page
    .getByLabel('Choose photos to upload')
    .setInputFiles([await jpegFile(page, 'front.jpg'), await jpegFile(page, 'side.jpg')]);
  await expect(page.getByText('front.jpg — uploaded')).toBeVisible();
  await expect(page.getByText('side.jpg — uploaded')).toBeVisible();
  // A private car's photos wait for no moderator: only its keeper sees them.
  await expect(page.getByText('Only you see it')).toHaveCount(2);

  // Provenance.
  await page.getByRole('tab', { name: 'Provenance' }).click();
  await page.getByRole('button', { name: 'Add an ownership period' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill('Works demonstrator');
  await page.getByLabel('From', { exact: true }).fill('1962-03-01');
  await page.getByRole('button', { name: 'Add period' }).click();
  await expect(page.getByRole('list', { name: 'Ownership history' })).toContainText(
    'Works demonstrator',
  );
  await expectAccessible(page);

  // Make it unlisted, share a link and open it signed out.
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('Who can see it').selectOption('unlisted');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, 'Changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await page.getByLabel('Share link').inputValue();
  // A fresh context: no token, as someone the link was sent to.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(shareUrl);
  await expect(
    visitor.getByRole('heading', { level: 1, name: '1962 Jaguar E-Type Series 1 3.8' }),
  ).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  await startTheApp(visitor);
  // One page, no tabs: the history the link shows is under its own heading.
  await expect(visitor.getByRole('region', { name: /^Maintenance/ })).toContainText(
    'Annual service',
  );
  await expect(visitor.getByText('£18.50')).toHaveCount(0);
  await expectAccessible(visitor);
  await visitorContext.close();

  // Public, and found by its number.
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('Who can see it').selectOption('public');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('link', { name: '/public/875026' })).toBeVisible();
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto('/public/875-026');
  await expect(
    stranger.getByRole('heading', { level: 1, name: '1962 Jaguar E-Type Series 1 3.8' }),
  ).toBeVisible();
  await strangerContext.close();

  // The dashboard now shows the garage.
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByRole('table', { name: /Spending in \d{4} per vehicle/ })).toContainText(
    '£18.50',
  );
  await expect(page.getByText('Annual service')).toBeVisible();
  await expectAccessible(page);

  // Every record across the garage, with totals.
  await page.goto('/maintenance');
  await expect(page.getByRole('table', { name: 'Maintenance records' })).toContainText(
    'Grease the chassis',
  );
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('£18.50');
  await expectAccessible(page);
  await page.goto('/modifications');
  await expect(page.getByRole('table', { name: 'Modifications' })).toContainText(
    'Electronic ignition',
  );
  await expectAccessible(page);
  await page.goto('/vehicles');
  await expect(page.getByRole('link', { name: '1989 Mazda MX-5' })).toBeVisible();
  await expectAccessible(page);
});

test('a form draft survives a reload and is gone once saved', async ({ page, request }) => {
  await signInAs(page, await registerMember(request));
  await page.goto('/vehicles?add=1');
  await page.getByLabel('Make').fill('Riley');
  await page.getByLabel('Model', { exact: true }).fill('Nine');
  // The draft is written as the member types; the reload comes once it holds the last key.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vg_draft:vehicle:new')))
    .toContain('"Nine"');
  await page.reload();
  await expect(page.getByText('We restored the draft you had not saved yet.')).toBeVisible();
  await expect(page.getByLabel('Make')).toHaveValue('Riley');
  await page.getByLabel('Identifier').selectOption('none');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Nine' })).toBeVisible();
  await page.goto('/vehicles?add=1');
  await expect(page.getByLabel('Make')).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Nothing on the page is wider than the phone's screen: no sideways scrolling. */
  async function expectFitsScreen(page: Page) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }

  test('an owner adds a car and logs work from a phone', async ({ page, request }) => {
    await signInAs(page, await registerMember(request));
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Mobile navigation' })
      .getByRole('link', { name: 'Vehicles' })
      .click();
    await expect(page).toHaveURL('/vehicles');
    await expectFitsScreen(page);

    await addVehicle(page, async () => {
      await page.getByLabel('Make').fill('Triumph');
      await page.getByLabel('Model', { exact: true }).fill('TR6');
      await page.getByLabel('Model year').fill('1972');
      await page.getByLabel('Chassis or frame number').fill('CP 50123');
      await expectFitsScreen(page);
    });
    await expect(page.getByRole('heading', { level: 1, name: '1972 Triumph TR6' })).toBeVisible();
    await expectFitsScreen(page);

    await page.getByRole('tab', { name: 'Maintenance' }).click();
    await page.getByRole('button', { name: 'Log maintenance' }).first().click();
    await page.getByLabel('Title').fill('Tappets adjusted');
    await expectFitsScreen(page);
    await page.getByRole('button', { name: 'Save record' }).click();
    await expect(toastWith(page, 'Maintenance logged')).toBeVisible();
    await expect(page.getByRole('article', { name: /Tappets adjusted/ })).toBeVisible();
    await expectFitsScreen(page);

    await page.goto('/vehicles');
    await expect(page.getByRole('link', { name: '1972 Triumph TR6' })).toBeVisible();
    await expectFitsScreen(page);
    await expectAccessible(page);
  });
});
