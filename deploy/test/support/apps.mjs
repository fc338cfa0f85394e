// Which built apps the native nginx test serves: the real production builds
// when they exist (or VG_<APP>_DIST points somewhere), otherwise small fixture
// builds with the same kinds of files, so the nginx rules are tested either way.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileWithCopies } from '@vg/shared/federation';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const REMOTES = ['garage', 'community', 'account', 'admin'];

// Same shape as the federation helper's `[name].[contenthash:10].js`.
export const HASHED_CHUNK = /\.[0-9a-f]{8,32}\.js$/;

const appFolder = (app) => (app === 'host' ? 'host' : `remote-${app}`);
const markerFile = (app) => (app === 'host' ? 'index.html' : 'mf-manifest.json');

/** The folder to serve for an app: VG_<APP>_DIST, else its build, else a fixture build. */
export function distFor(app, fixtureRoot) {
  const fromEnv = process.env[`VG_${app.toUpperCase()}_DIST`];
  if (fromEnv) return fromEnv;
  const built = join(REPO_ROOT, appFolder(app), 'dist');
  if (existsSync(join(built, markerFile(app)))) return built;
  return writeFixtureBuild(app, join(fixtureRoot, app));
}

export function writeFixtureBuild(app, dir, label = 'fixture') {
  mkdirSync(dir, { recursive: true });
  const files =
    app === 'host'
      ? {
          'index.html': `<!doctype html><title>${label} host</title><div id="root"></div>`,
          'sw.js': 'self.addEventListener("fetch", () => {});',
          'main.0123456789.js': 'console.log("host");',
        }
      : {
          'mf-manifest.json': JSON.stringify({ id: app, label }),
          'remoteEntry.js': `var ${app} = "${label}";`,
          'src_pages.abcdef0123.js': `console.log("${app} ${label}");`,
        };
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  // A chunk big enough for the build to write its compressed copies, as a production build does.
  writeFileWithCopies(
    join(dir, 'vendor.fedcba9876.js'),
    `/* ${label} */ ${'console.log("a vintage car");\n'.repeat(60)}`,
  );
  return dir;
}

/** A content-hashed script of `dir` the build wrote a `.gz` copy of. */
export function compressedChunkIn(dir) {
  const chunk = readdirSync(dir).find(
    (name) => HASHED_CHUNK.test(name) && existsSync(join(dir, `${name}.gz`)),
  );
  if (!chunk) throw new Error(`no content-hashed .js file with a .gz copy in ${dir}`);
  return chunk;
}

export function hashedChunkIn(dir) {
  const chunk = readdirSync(dir).find((name) => HASHED_CHUNK.test(name));
  if (!chunk) throw new Error(`no content-hashed .js file in ${dir}`);
  return chunk;
}
