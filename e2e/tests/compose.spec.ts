import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { acceptConsent, registerThroughForm, signInWithGoogle } from '../support/account-flows';
import { PASSWORD } from '../support/constants';
import {
  expect,
  registerMember,
  signInAs,
  startTheApp,
  test,
  toastWith,
} from '../support/fixtures';
import { caughtLink } from '../support/mail-catcher';

// The compose stack as teams integrate on it (docs/deploy.md), run by `npm run compose:test`
// (scripts/compose/run.mjs) with BASE_URL=http://localhost:8080: production images, Postgres, a
// mail catcher instead of the development outbox, the development OpenID provider playing Google.
// Tagged @compose; they need that stack, so they are skipped against the native one.

const ROOT = path.resolve(__dirname, '../..');
const RUN = Date.now().toString(36);
// docker-compose.yml's ADMIN_EMAILS.
const ADMIN_EMAIL = 'admin@vintage-garage.local';
const CAR = '1962 Jaguar E-Type';
const REMOTE_ORIGINS = {
  garage: 'http://localhost:3001',
  community: 'http://localhost:3002',
  account: 'http://localhost:3003',
  admin: 'http://localhost:3004',
};

/** A small JPEG drawn in the page itself: the suite carries no binary fixtures. */
async function jpegFile(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#8a2c1d';
    context.fillRect(0, 0, 640, 480);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Which remote origins the page fetched from, as they happen. */
function remoteOriginsSeen(page: Page) {
  const seen = new Set<string>();
  page.on('request', (request) => {
    for (const [remote, origin] of Object.entries(REMOTE_ORIGINS)) {
      if (request.url().startsWith(`${origin}/`)) seen.add(remote);
    }
  });
  return seen;
}

test.describe.serial('the compose stack @compose', () => {
  test.skip(!process.env.VG_COMPOSE, 'runs against the compose stack (npm run compose:test)');

  test('a keeper registers, confirms through the mail catcher, adds a car with a photo, and a visitor opens its public page @compose', async ({
    page,
    browser,
  }) => {
    const username = `keeper${RUN}`;
    const email = `${username}@compose.vintage-garage.test`;
    await registerThroughForm(page, { email, username, password: PASSWORD });
    await page.goto(await caughtLink(email, '/email/confirm'));
    await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();

    await page.goto('/vehicles?add=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeVisible();
    await page.getByLabel('Make').fill('Jaguar');
    await page.getByLabel('Model', { exact: true }).fill('E-Type');
    await page.getByLabel('Model year').fill('1962');
    await page.getByLabel('Chassis or frame number').fill('875 026');
    await page.getByLabel('Who can see it').selectOption('public');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vehicle added' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: CAR })).toBeVisible();

    // Stored by the API in Postgres, whose data is the compose volume.
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page
      .getByLabel('Choose photos to upload')
      .setInputFiles([await jpegFile(page, 'front.jpg')]);
    await expect(page.getByText('front.jpg — uploaded')).toBeVisible();
    await expect(page.getByText('Awaiting review')).toHaveCount(1);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/public/875-026');
    await expect(visitor.getByRole('heading', { level: 1, name: CAR })).toBeVisible();
    await visitorContext.close();
  });

  test('the admin signs in with Google through the development provider and approves the photo; the admin remote is fetched only there @compose', async ({
    page,
    browser,
  }) => {
    const seen = remoteOriginsSeen(page);
    expect(await signInWithGoogle(page, ADMIN_EMAIL, 'Compose Admin')).toBe(true);
    await acceptConsent(page, `registrar${RUN}`);
    // Saved: the consent is the account's from now on (leaving earlier would abandon it).
    await expect(toastWith(page, 'Welcome!')).toBeVisible();

    // Each remote's pages come from its own origin; nothing from admin's until an admin screen.
    for (const [path, remote] of [
      ['/dashboard', 'garage'],
      ['/community', 'community'],
      ['/profile', 'account'],
    ] as const) {
      await page.goto(path);
      await expect
        .poll(() => seen.has(remote), {
          message: `${remote} fetched from ${REMOTE_ORIGINS[remote]}`,
        })
        .toBe(true);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText(/section is unavailable/)).toHaveCount(0);
    }
    expect(seen.has('admin')).toBe(false);

    await page.goto('/admin/photos');
    const card = page.getByRole('article', { name: `Photo of the ${CAR}` });
    await expect(card).toBeVisible();
    expect(seen.has('admin')).toBe(true);
    // Nothing may cover the queue (a dialog left open would take the click).
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(toastWith(page, 'Photo approved')).toBeVisible();

    // Approved, the photo is public: a visitor's page shows it (public answers are cached 10 s).
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await expect
      .poll(
        async () => {
          await visitor.goto('/public/875-026');
          return visitor.locator('main img').count();
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    const photo = await visitor.request.get(
      new URL((await visitor.locator('main img').first().getAttribute('src'))!, visitor.url()).href,
    );
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);
    await visitorContext.close();
  });

  test('a team releases garage while the stack runs: a signed-in browser gets it on its next load, then the roll-back @compose', async ({
    page,
    request,
  }) => {
    const build = process.env.VG_COMPOSE_GARAGE_BUILD;
    test.skip(!build, 'needs the garage build scripts/compose/run.mjs makes');
    const version = process.env.VG_COMPOSE_GARAGE_RELEASE ?? `compose-${RUN}`;
    const registry = path.join(ROOT, 'releases/remotes.json');
    const before = fs.existsSync(registry) ? fs.readFileSync(registry, 'utf8') : null;
    const run = (script: string, ...args: string[]) =>
      execFileSync('node', [`deploy/${script}`, ...args], { cwd: ROOT, stdio: 'pipe' });
    // The host follows the registry file within its poll (2 s): the next load gets the release.
    // Each load is read once its page has drawn (the release note comes with it), not while
    // 'Loading...' still shows: that read said 0 however the release went. The garage arrives
    // rendered for its member; the release is the app's, which starts as the member moves
    // (docs/adr/0021).
    const releaseNotesOnNextLoad = async () => {
      await page.reload();
      await startTheApp(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page.getByText(`Garage release ${version}`).count();
    };
    const POLL = { timeout: 20_000, intervals: [1_000] };
    try {
      await signInAs(page, await registerMember(request, { verified: false }));
      await page.goto('/vehicles');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(`Garage release ${version}`)).toHaveCount(0);

      run('release-remote.mjs', 'garage', '--version', version, '--from', build!);
      run('point-registry.mjs', 'garage', version);
      await expect.poll(releaseNotesOnNextLoad, POLL).toBe(1);

      run('point-registry.mjs', 'garage', `${REMOTE_ORIGINS.garage}/mf-manifest.json`);
      await expect.poll(releaseNotesOnNextLoad, POLL).toBe(0);
    } finally {
      if (before === null) fs.rmSync(registry, { force: true });
      else fs.writeFileSync(registry, before);
      fs.rmSync(path.join(ROOT, 'releases/garage', version), { recursive: true, force: true });
    }
  });
});
