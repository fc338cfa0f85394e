#!/usr/bin/env node
// Releases a remote that has already been built:
//   npm run build -w @vg/remote-garage
//   node deploy/release-remote.mjs garage [--version 1.4.0] [--from <build dir>]
// copies remote-garage/dist (or the build in --from) into releases/garage/<version>/, where the remote's
// server publishes it at /releases/<version>/. The version defaults to the
// remote's package.json version plus the short git commit (1.0.0-3f2a9c1).
// Releases are immutable: an existing version is never overwritten, so a page
// still running it keeps loading its hashed chunks. Publishing it to users is
// a separate step: deploy/point-registry.mjs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, fail, releaseDir, remoteArgument, versionArgument } from './release-lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, from: { type: 'string' } },
});
const remote = remoteArgument(positionals[0]);
const appDir = path.join(ROOT, `remote-${remote}`);
const dist = values.from ? path.resolve(values.from) : path.join(appDir, 'dist');

for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
  if (!existsSync(path.join(dist, file))) {
    fail(
      `${path.relative(ROOT, dist)}/${file} is missing: build first with npm run build -w @vg/remote-${remote}`,
    );
  }
}

const version = versionArgument(values.version ?? defaultVersion());
const target = releaseDir(remote, version);
if (existsSync(target)) {
  fail(
    `releases/${remote}/${version} already exists and releases are immutable: pass another --version`,
  );
}

// Copied beside the target, then renamed: a half-copied release is never visible.
const staging = `${target}.partial`;
rmSync(staging, { recursive: true, force: true });
cpSync(dist, staging, { recursive: true });
renameSync(staging, target);

console.log(`Released ${remote} ${version} in releases/${remote}/${version}/`);
console.log(`Point the registry at it: node deploy/point-registry.mjs ${remote} ${version}`);

function defaultVersion() {
  const { version: packageVersion } = JSON.parse(
    readFileSync(path.join(appDir, 'package.json'), 'utf8'),
  );
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return `${packageVersion}-${commit}`;
  } catch {
    return fail('no git commit to name this release after: pass --version');
  }
}
