import path from 'node:path';
import type { Server } from 'node:http';
import { expect, registerMember, signInAs, startTheApp, test } from '../support/fixtures';
import { REMOTE_PORTS } from '../support/constants';

// A team works on one remote against the running product: the garage from a second origin (its own
// server, as `npm run dev -w @vg/remote-garage` would be), picked with ?remoteOverride=.
const SECOND_ORIGIN = 'http://localhost:3101';
const SECOND_MANIFEST = `${SECOND_ORIGIN}/mf-manifest.json`;
const REGISTRY_ORIGIN = `http://localhost:${REMOTE_PORTS.garage}`;

let secondServer: Server | undefined;

test.beforeAll(async () => {
  const { remoteDevServer, listen } = await import('../../scripts/lib/dev-server.mjs');
  const garageBuild = path.resolve(__dirname, '../../remote-garage/dist');
  secondServer = await listen(
    remoteDevServer({ root: garageBuild, hostOrigin: 'http://localhost:8080' }),
    3101,
  );
});
test.afterAll(() => new Promise<void>((resolve) => secondServer?.close(() => resolve())));

test('the garage loads from a second origin, a banner names it, one click returns to the registry', async ({
  page,
  request,
}) => {
  await signInAs(page, await registerMember(request));
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));

  await page.goto(`/vehicles?remoteOverride=garage=${SECOND_MANIFEST}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  expect(requested.filter((url) => url.startsWith(`${SECOND_ORIGIN}/`))).toContain(SECOND_MANIFEST);
  expect(requested.some((url) => url.startsWith(`${REGISTRY_ORIGIN}/`))).toBe(false);
  expect(new URL(page.url()).search).toBe('');

  const banner = page.getByRole('status').filter({
    hasText: `Development override: the garage remote is loaded from ${SECOND_MANIFEST}, not from the registry.`,
  });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Warning');
  // It holds across a reload until reset (the garage's page now arrives rendered, and the app
  // starts as the member moves: docs/adr/0021).
  await page.reload();
  await startTheApp(page);
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Use the registry' }).click();
  await expect(banner).toBeHidden();
  // From the next page load on, the garage is the registry's again.
  requested.length = 0;
  await page.goto('/vehicles');
  await startTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(requested).toContain(`${REGISTRY_ORIGIN}/mf-manifest.json`);
  expect(requested.some((url) => url.startsWith(`${SECOND_ORIGIN}/`))).toBe(false);
});

test('an origin outside the allow-list is refused, said in the console, and nothing is fetched from it', async ({
  page,
  request,
}) => {
  await signInAs(page, await registerMember(request));
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const foreign = 'https://cdn.elsewhere.test/mf-manifest.json';
  await page.goto(`/vehicles?remoteOverride=garage=${foreign}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  expect(requested.some((url) => url.startsWith('https://cdn.elsewhere.test'))).toBe(false);
  expect(requested).toContain(`${REGISTRY_ORIGIN}/mf-manifest.json`);
  expect(errors.join('\n')).toContain(
    `The garage remote was not loaded from ${foreign}: that origin is not allowed to override a remote here`,
  );
  await expect(page.getByText(/Development override/)).toHaveCount(0);
});
