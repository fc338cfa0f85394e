// A new garage release, built the way its team builds one (the Dockerfile's remote-build stage
// with REMOTE=garage and a release label), copied out of the image into a folder the e2e test
// releases and points the registry at while the stack runs (e2e/tests/compose.spec.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './shell.mjs';

const IMAGE = 'vintage-garage-compose/garage-release-build';

export async function buildGarageRelease(env, label) {
  const args = ['build', '--target', 'remote-build', '--tag', IMAGE];
  args.push('--build-arg', 'REMOTE=garage', '--build-arg', `VG_RELEASE_LABEL=${label}`);
  if (env.VG_NODE_IMAGE) args.push('--build-arg', `NODE_IMAGE=${env.VG_NODE_IMAGE}`);
  if (env.VG_BUILD_CA_FILE) args.push('--secret', `id=ca,src=${env.VG_BUILD_CA_FILE}`);
  await run('docker', [...args, '.'], { env });
  const folder = mkdtempSync(path.join(tmpdir(), 'vg-garage-release-'));
  const { output } = await run('docker', ['create', IMAGE]);
  const container = output.trim();
  try {
    await run('docker', ['cp', `${container}:/repo/remote-garage/dist/.`, folder]);
  } finally {
    await run('docker', ['rm', container], { allowFail: true });
  }
  return folder;
}

export async function removeGarageReleaseImage() {
  await run('docker', ['image', 'rm', IMAGE], { allowFail: true });
}
