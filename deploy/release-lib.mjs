// What release-remote.mjs and point-registry.mjs share: where things are, the
// remote names, and failing with a message instead of a stack trace.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RELEASES_DIR = path.join(ROOT, 'releases');

const require = createRequire(import.meta.url);
// The ports and default manifest URLs of the native stack, defined once in @vg/shared.
export const { REMOTES, remoteRegistryFor } = require('../shared/federation/ports.js');

// A version becomes a folder and a URL path segment: nothing that could climb out of either.
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export function fail(message) {
  console.error(`${path.basename(process.argv[1])}: ${message}`);
  process.exit(1);
}

export function remoteArgument(value) {
  if (!REMOTES.includes(value))
    fail(`the first argument must be one of ${REMOTES.join(', ')} (got "${value ?? ''}")`);
  return value;
}

export function versionArgument(value) {
  if (!VERSION.test(value) || value.includes('..')) {
    fail(`"${value}" is not a usable version: letters, digits, ".", "_" and "-" only`);
  }
  return value;
}

export const releaseDir = (remote, version) => path.join(RELEASES_DIR, remote, version);
