// This registry lacks some macOS/Windows/exotic builds of native packages
// (@swc/core-*, @rspack/binding-*, @unrs/resolver-binding-*), and npm drops
// them from package-lock.json without a word; `npm ci` then refuses the
// lockfile as out of sync. This records each missing optional platform
// package with the os/cpu its name states, so `npm ci` accepts the lockfile
// and skips them here, as it would on any machine of another platform.
// It runs by itself after every `npm install` and `npm ci` (the root package's postinstall, which
// npm runs once the lockfile is written) and changes nothing when nothing is missing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const OS = [
  'darwin',
  'win32',
  'linux',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  'riscv64',
  's390x',
  'loong64',
  'wasm32',
  'mips64el',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (parts.includes('musl') || parts.includes('musleabihf')) platform.libc = ['musl'];
  else if (os === 'linux') platform.libc = ['glibc'];
  return platform;
}

/** Where npm would look for `name` from the package at `fromKey` (nearest node_modules up the tree). */
function resolves(fromKey, name) {
  let base = fromKey;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    const index = base.lastIndexOf('node_modules/');
    if (index < 0) return Boolean(lock.packages[`node_modules/${name}`]);
    base = base.slice(0, Math.max(0, index - 1));
  }
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(key, name)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~=]/, ''),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

if (added === 0) process.exit(0);

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: recorded ${added} optional platform package(s) this registry does not serve`,
);
