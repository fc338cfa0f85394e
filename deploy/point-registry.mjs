#!/usr/bin/env node
// Points the registry the host reads (/remotes.json) at one remote's manifest:
//   node deploy/point-registry.mjs garage 1.0.0-3f2a9c1      a release in releases/garage/
//   node deploy/point-registry.mjs garage https://cdn.example/garage/7/mf-manifest.json
// options: --registry <file>  the registry file (default $REMOTES_FILE or releases/remotes.json)
//          --origin <origin>  where a version is served (default the remote's own server)
// The native host reads the file on every request, so the next page load gets
// the new release; rolling back is pointing back at the previous version.
import {
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ROOT,
  fail,
  releaseDir,
  remoteArgument,
  remoteRegistryFor,
  versionArgument,
} from './release-lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { registry: { type: 'string' }, origin: { type: 'string' } },
});
const remote = remoteArgument(positionals[0]);
const target =
  positionals[1] ?? fail('the second argument must be a released version or a manifest URL');
const registryFile = path.resolve(
  ROOT,
  values.registry ?? process.env.REMOTES_FILE ?? 'releases/remotes.json',
);

const manifestUrl = /^https?:\/\//.test(target)
  ? checkedUrl(target)
  : releaseUrl(versionArgument(target));
const registry = existsSync(registryFile) ? JSON.parse(readFileSync(registryFile, 'utf8')) : {};
const previous = registry[remote] ?? remoteRegistryFor(process.env)[remote];
registry[remote] = manifestUrl;

// Written then renamed: the host never reads a half-written registry.
mkdirSync(path.dirname(registryFile), { recursive: true });
writeFileSync(`${registryFile}.next`, `${JSON.stringify(registry, null, 2)}\n`);
renameSync(`${registryFile}.next`, registryFile);

console.log(`${remote}: ${previous}\n      -> ${manifestUrl}`);
console.log(`Roll back with: node deploy/point-registry.mjs ${remote} ${previous}`);

function checkedUrl(value) {
  try {
    return new URL(value).href;
  } catch {
    return fail(`"${value}" is not a URL`);
  }
}

function releaseUrl(version) {
  if (!existsSync(path.join(releaseDir(remote, version), 'mf-manifest.json'))) {
    const released = existsSync(path.dirname(releaseDir(remote, version)))
      ? readdirSync(path.dirname(releaseDir(remote, version))).join(', ')
      : '';
    fail(`releases/${remote}/${version} is not a release (released: ${released || 'none'})`);
  }
  const origin = values.origin ?? new URL(remoteRegistryFor(process.env)[remote]).origin;
  return `${checkedUrl(origin).replace(/\/$/, '')}/releases/${version}/mf-manifest.json`;
}
