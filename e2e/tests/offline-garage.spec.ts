import type { APIRequestContext, Page } from '@playwright/test';
import { signOutFromMenu } from '../support/account-flows';
import { expect, registerMember, signInAs, test, type Member } from '../support/fixtures';

// The garage works in a barn with no signal (docs/adr/0015). After one visit online the member's
// garage is read offline; what they log offline waits, marked, and reaches the server exactly once
// when the signal comes back, with the photo and without the counter.

const api = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

async function carWithOneRecord(request: APIRequestContext, member: Member) {
  const created = await request.post('/api/v1/vehicles', {
    headers: api(member),
    data: {
      identifierKind: 'chassis',
      identifier: 'B 1234-MG',
      make: 'MG',
      model: 'TD',
      modelYear: 1952,
      odometerUnit: 'mi',
      odometerReading: 61_200,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicle = ((await created.json()) as { data: { id: string } }).data;
  const record = await request.post(`/api/v1/vehicles/${vehicle.id}/maintenance`, {
    headers: api(member),
    data: { performedOn: '2025-05-02', category: 'service', title: 'Spring service' },
  });
  expect(record.status(), await record.text()).toBe(201);
  return vehicle.id;
}

/** A small JPEG made in the page itself: the suite carries no binary fixtures. */
async function jpegFile(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#8a6d3b';
    context.fillRect(0, 0, 320, 240);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** A photo of the car, uploaded through the API (the member will see it online once). */
async function addPhoto(page: Page, request: APIRequestContext, member: Member, vehicleId: string) {
  await page.goto('/help');
  const added = await request.post(`/api/v1/vehicles/${vehicleId}/photos`, {
    headers: api(member),
    multipart: { file: await jpegFile(page, 'as-found.jpg') },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** The car's photos on its Photos tab that the browser could show (loaded, not broken). */
const photosShown = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Photos' }).locator('img').filter({ visible: true });

async function photosLoaded(page: Page): Promise<number> {
  const images = await photosShown(page).all();
  let loaded = 0;
  for (const image of images)
    if (await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      loaded += 1;
  return loaded;
}

/**
 * One visit online, as a member makes it: the service worker takes the page, a reload goes through
 * it (so the remotes' code is kept), and the garage is written to IndexedDB.
 */
async function visitOnline(page: Page, vehicleId: string) {
  await page.goto(`/vehicles/${vehicleId}?tab=maintenance`);
  await expect(page.getByRole('heading', { level: 1, name: '1952 MG TD' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.reload();
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect(photosShown(page)).not.toHaveCount(0);
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await expect(page.getByRole('article', { name: /Spring service/ })).toBeVisible();
  // The persister saves at most once a second.
  await page.waitForTimeout(1_500);
}

test('offline: the garage is read, changes wait, and each reaches the server once', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request);
  const vehicleId = await carWithOneRecord(request, member);
  const context = await browser.newContext();
  const page = await context.newPage();
  await addPhoto(page, request, member, vehicleId);
  await signInAs(page, member);
  await visitOnline(page, vehicleId);

  // No signal, and the page is reloaded: the car, its records and the photo seen are there, with a
  // quiet bar.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '1952 MG TD' })).toBeVisible();
  await expect(page.getByRole('article', { name: /Spring service/ })).toBeVisible();
  await expect(page.getByText(/You're offline — showing your garage as of/)).toBeVisible();
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect.poll(() => photosLoaded(page)).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Maintenance' }).click();

  // A record with two parts, logged offline: shown at once, waiting.
  await page.getByRole('button', { name: 'Log maintenance' }).first().click();
  await page.getByLabel('Odometer').fill('61450');
  await page.getByLabel('Title').fill('Carburettors balanced');
  await page.getByRole('button', { name: 'Add a part' }).click();
  await page.getByLabel('Part', { exact: true }).fill('Float needle');
  await page.getByRole('button', { name: 'Add a part' }).click();
  await page.getByLabel('Part', { exact: true }).nth(1).fill('Jet gasket');
  await page.getByRole('button', { name: 'Save record' }).click();
  const waitingRecord = page.getByRole('article', { name: /Carburettors balanced/ });
  await expect(waitingRecord).toContainText('Waiting to sync');
  await expect(waitingRecord).toContainText('Float needle');
  await expect(page.getByTestId('changes-waiting-top')).toHaveText('1 change waiting');

  // A new reading.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Odometer reading').fill('61480');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('changes-waiting-top')).toHaveText('2 changes waiting');

  // A photo, kept as a file in IndexedDB.
  await page.getByRole('tab', { name: 'Photos' }).click();
  await page.locator('input[type="file"]').setInputFiles(await jpegFile(page, 'barn-find.jpg'));
  await expect(page.getByText('barn-find.jpg — waiting to sync')).toBeVisible();
  await expect(page.getByTestId('changes-waiting-top')).toHaveText('3 changes waiting');

  // The page is closed in the barn; opened again with a signal.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/dashboard');
  await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Exactly once each, as the API holds them. Waited for at the API: the counter is not on the page
  // before the app has read what waits, so its absence alone says nothing yet.
  const balancedRecords = async () => {
    const records = await request.get(`/api/v1/vehicles/${vehicleId}/maintenance`, {
      headers: api(member),
    });
    const logged = ((await records.json()) as { data: { title: string; parts: unknown[] }[] }).data;
    return logged.filter((record) => record.title === 'Carburettors balanced');
  };
  await expect.poll(async () => (await balancedRecords()).length, { timeout: 20_000 }).toBe(1);
  await expect(again.getByTestId('changes-waiting-top')).toBeHidden({ timeout: 20_000 });
  const balanced = await balancedRecords();
  expect(balanced).toHaveLength(1);
  expect(balanced[0]?.parts).toHaveLength(2);
  const reading = async () => {
    const vehicle = await request.get(`/api/v1/vehicles/${vehicleId}`, { headers: api(member) });
    return ((await vehicle.json()) as { data: { odometerReading: number } }).data.odometerReading;
  };
  await expect.poll(reading, { timeout: 20_000 }).toBe(61_480);
  const photoCount = async () => {
    const photos = await request.get(`/api/v1/vehicles/${vehicleId}/photos`, {
      headers: api(member),
    });
    return ((await photos.json()) as { data: unknown[] }).data.length;
  };
  await expect.poll(photoCount, { timeout: 20_000 }).toBe(2);
  // And none of them twice.
  expect(await balancedRecords()).toHaveLength(1);
  await context.close();
});

test('signing out wipes the cached garage from the device', async ({ browser, request }) => {
  const member = await registerMember(request);
  const vehicleId = await carWithOneRecord(request, member);
  const context = await browser.newContext();
  const page = await context.newPage();
  await addPhoto(page, request, member, vehicleId);
  await signInAs(page, member);
  await visitOnline(page, vehicleId);
  expect(await page.evaluate(() => caches.has('vg-photos'))).toBe(true);
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(await databases()).toContain(`vg-garage-cache-${memberId(member)}`);

  await signOutFromMenu(page, member.username);
  await expect.poll(databases).not.toContain(`vg-garage-cache-${memberId(member)}`);
  expect(await page.evaluate(() => caches.has('vg-photos'))).toBe(false);
  await context.close();
});

function memberId(member: Member): string {
  const payload = member.token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}
