import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, registerMember, signInAs, test } from '../support/fixtures';

// A team releases its remote on its own: build, publish under a versioned
// path, point the registry. The host is never rebuilt.
const ROOT = path.resolve(__dirname, '../..');
const RUN = Date.now().toString(36);
const registryFile = () => process.env.VG_E2E_REMOTES_FILE!;

function buildGarage(version: string, env: Record<string, string>) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `vg-garage-${version}-`));
  execFileSync(
    'npx',
    [
      'webpack',
      '--mode',
      'production',
      '--config',
      'remote-garage/webpack.config.js',
      '--output-path',
      out,
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' },
  );
  execFileSync(
    'node',
    ['deploy/release-remote.mjs', 'garage', '--version', version, '--from', out],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
  fs.rmSync(out, { recursive: true, force: true });
}

function pointGarageAt(version: string) {
  execFileSync(
    'node',
    ['deploy/point-registry.mjs', 'garage', version, '--registry', registryFile()],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
}

const A = `e2e-a-${RUN}`;
const B = `e2e-b-${RUN}`;
const SKEW = `e2e-interface-${RUN}`;
// The host's interface version, and a remote built for the next major.
const { interfaceVersion: HOST_INTERFACE } = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'shared/src/remote-interface/version.json'), 'utf8'),
) as { interfaceVersion: string };
const NEXT_MAJOR = `${Number.parseInt(HOST_INTERFACE, 10) + 1}.0.0`;
const RANGE = `e2e-range-${RUN}`;

test.describe.serial('independent remote releases', () => {
  test.skip(
    Boolean(process.env.BASE_URL),
    'points the registry of the native stack this run started',
  );

  test.beforeAll(() => {
    test.setTimeout(300_000);
    buildGarage(A, { VG_RELEASE_LABEL: A });
    buildGarage(B, { VG_RELEASE_LABEL: B });
    buildGarage(SKEW, { VG_RELEASE_LABEL: SKEW, VG_REMOTE_INTERFACE_VERSION: NEXT_MAJOR });
    buildGarage(RANGE, { VG_RELEASE_LABEL: RANGE, VG_SHARED_REQUIRE: 'react=^18.2.0' });
  });

  test.afterAll(() => {
    fs.rmSync(registryFile(), { force: true });
    for (const version of [A, B, SKEW, RANGE]) {
      fs.rmSync(path.join(ROOT, 'releases/garage', version), { recursive: true, force: true });
    }
  });

  test('switching the registry switches the release; switching back rolls back', async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request));
    pointGarageAt(A);
    await page.goto('/vehicles');
    await expect(page.getByText(`Garage release ${A}`)).toBeVisible();

    pointGarageAt(B);
    // A page open during the switch keeps working on its release until reload.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Maintenance' })
      .click();
    await expect(page).toHaveURL('/maintenance');
    await expect(page.getByText(`Garage release ${A}`)).toBeVisible();

    await page.reload();
    await expect(page.getByText(`Garage release ${B}`)).toBeVisible();

    pointGarageAt(A);
    await page.reload();
    await expect(page.getByText(`Garage release ${A}`)).toBeVisible();
  });

  test('a release built for another remote-interface major is refused, and named in the console', async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    pointGarageAt(SKEW);
    await page.goto('/vehicles');
    await expect(
      page.getByRole('heading', { name: 'The garage section is unavailable' }),
    ).toBeVisible();
    expect(warnings.join('\n')).toContain(
      `The garage remote is unavailable (interface): it was built for remote interface ${NEXT_MAJOR}, the host speaks ${HOST_INTERFACE}`,
    );
    await expect(page.getByRole('link', { name: 'Help' }).first()).toBeVisible();
  });

  test('a release whose shared singleton range cannot be met is refused, and named', async ({
    page,
    request,
  }) => {
    await signInAs(page, await registerMember(request));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    pointGarageAt(RANGE);
    await page.goto('/vehicles');
    await expect(
      page.getByRole('heading', { name: 'The garage section is unavailable' }),
    ).toBeVisible();
    expect(warnings.join('\n')).toMatch(/react/);
    expect(warnings.join('\n')).toMatch(/\^18\.2\.0/);
  });
});
