#!/usr/bin/env node
// npm run compose:test: the compose stack built, started and tested end to end, then removed.
//   1. prerequisites (installs nothing: scripts/compose/install-docker.sh does, in CI)
//   2. bases: the official images, or local Debian stand-ins where Docker Hub cannot be reached
//   3. docker compose build, and a new garage release built as its team would
//   4. docker compose up --wait: every service healthy
//   5. the e2e suite's @compose tests against http://localhost:8080 (e2e/tests/compose.spec.ts),
//      including the garage release and roll-back while the host keeps running
//   6. the API container restarted under load, nothing lost
//   7. docker compose down -v, also when a phase fails or the run is interrupted
// Prints each phase's duration. Run it holding the e2e lock where the native suite may run too:
//   flock /tmp/vg-e2e.lock npm run compose:test
import { existsSync, rmSync } from 'node:fs';
import { checkPrerequisites } from './lib/prerequisites.mjs';
import { chooseBases } from './lib/bases.mjs';
import { buildGarageRelease, removeGarageReleaseImage } from './lib/garage-release.mjs';
import { phase, printTimings } from './lib/phases.mjs';
import { restartApiUnderLoad } from './lib/restart-under-load.mjs';
import { ROOT, compose, run } from './lib/shell.mjs';

const CA_FILE = '/etc/ssl/certs/ca-certificates.crt';
const RESULTS = process.env.VG_COMPOSE_RESULTS ?? '/tmp/vg-compose-test-results';
const env = { ...process.env };
if (!env.VG_BUILD_CA_FILE && existsSync(CA_FILE)) env.VG_BUILD_CA_FILE = CA_FILE;
const options = { env, show: true };
let started = false;
let releaseFolder;

async function tearDown() {
  if (started) {
    await phase('docker compose down -v', async () => {
      await compose(['down', '--volumes', '--remove-orphans', '--timeout', '20'], options);
      const { output } = await compose(['ps', '--all', '--quiet'], { env });
      if (output.trim()) throw new Error(`containers left after down: ${output.trim()}`);
    });
    started = false;
  }
  if (releaseFolder) rmSync(releaseFolder, { recursive: true, force: true });
  await removeGarageReleaseImage();
}

// An interrupted run still leaves nothing running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the stack`);
    tearDown().finally(() => process.exit(130));
  });
}

async function main() {
  await phase('prerequisites', checkPrerequisites);
  Object.assign(env, await phase('base images', () => chooseBases(env)));
  await phase('docker compose build', () => compose(['build'], options));
  const label = `compose-${Date.now().toString(36)}`;
  releaseFolder = await phase(`garage release ${label} (build)`, () =>
    buildGarageRelease(env, label),
  );
  started = true;
  await phase('docker compose up --wait', () =>
    compose(['up', '--detach', '--wait', '--wait-timeout', '240', '--no-build'], options),
  );
  const hostStartedAt = await startedAt('host');
  await phase('e2e @compose tests', () =>
    // Its own output folder: the native suite may run from this checkout between our runs.
    run('npx', ['playwright', 'test', '--grep', '@compose', '--output', RESULTS], {
      ...options,
      cwd: `${ROOT}/e2e`,
      env: {
        ...env,
        BASE_URL: 'http://localhost:8080',
        VG_COMPOSE: '1',
        VG_COMPOSE_GARAGE_BUILD: releaseFolder,
        VG_COMPOSE_GARAGE_RELEASE: label,
      },
    }),
  );
  if ((await startedAt('host')) !== hostStartedAt)
    throw new Error('the host container restarted during the release: it must not');
  console.log(`host container running since ${hostStartedAt}: the release needed no restart`);
  await phase('API restart under load', () => restartApiUnderLoad(env));
  await phase('images', async () => {
    const { output } = await run('docker', [
      'image',
      'ls',
      '--format',
      '{{.Repository}}:{{.Tag}}\t{{.Size}}',
    ]);
    const ours = output
      .split('\n')
      .filter((line) => /^(vintage-garage-|vg-stand-in\/)/.test(line))
      .sort();
    console.log(ours.join('\n'));
  });
}

async function startedAt(service) {
  const { output } = await compose(['ps', '--quiet', service], { env });
  const inspected = await run('docker', [
    'inspect',
    '--format',
    '{{.State.StartedAt}}',
    output.trim(),
  ]);
  return inspected.output.trim();
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\ncompose:test failed: ${error.message}`);
  if (started) await compose(['ps', '--all'], options).catch(() => {});
  if (started) await compose(['logs', '--tail', '40'], options).catch(() => {});
} finally {
  await tearDown().catch((error) => {
    failed = true;
    console.error(`tear-down failed: ${error.message}`);
  });
  printTimings();
}
process.exitCode = failed ? 1 : 0;
