// The release tooling, run as a team would run it, in a throw-away copy of the
// repository layout (the scripts find the repository from their own location).
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, writeFixtureBuild } from './support/apps.mjs';

const exec = promisify(execFile);
let repo;

// Resolves with the output of a successful run, rejects with the failed run.
const node = (script, ...args) =>
  exec(process.execPath, [join(repo, 'deploy', script), ...args], {
    cwd: repo,
    env: { PATH: process.env.PATH },
  });
const readRegistry = () => JSON.parse(readFileSync(join(repo, 'releases/remotes.json'), 'utf8'));
const failsWith = (run, message) =>
  assert.rejects(run, (error) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, message);
    return true;
  });

describe('release tooling', () => {
  beforeEach((context) => {
    repo = mkdtempSync(join(tmpdir(), 'vg-release-'));
    for (const file of [
      'deploy/release-lib.mjs',
      'deploy/release-remote.mjs',
      'deploy/point-registry.mjs',
      'shared/federation/ports.js',
    ]) {
      cpSync(join(REPO_ROOT, file), join(repo, file));
    }
    cpSync(join(REPO_ROOT, 'remote-garage/package.json'), join(repo, 'remote-garage/package.json'));
    writeFixtureBuild('garage', join(repo, 'remote-garage/dist'), 'first');
    context.after(() => rmSync(repo, { recursive: true, force: true }));
  });

  test('a release copies the built remote into releases/<remote>/<version>/', async () => {
    const { stdout } = await node('release-remote.mjs', 'garage', '--version', '2.0.0');
    const released = join(repo, 'releases/garage/2.0.0');
    assert.deepEqual(
      readdirSync(released).sort(),
      readdirSync(join(repo, 'remote-garage/dist')).sort(),
    );
    assert.deepEqual(JSON.parse(readFileSync(join(released, 'mf-manifest.json'), 'utf8')), {
      id: 'garage',
      label: 'first',
    });
    assert.match(stdout, /node deploy\/point-registry\.mjs garage 2\.0\.0/);
  });

  test('a release is named after the package version and the commit by default', async () => {
    const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    git(
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@t',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'release',
    );
    const { version } = JSON.parse(readFileSync(join(repo, 'remote-garage/package.json'), 'utf8'));
    await node('release-remote.mjs', 'garage');
    assert.ok(
      existsSync(
        join(
          repo,
          'releases/garage',
          `${version}-${git('rev-parse', '--short', 'HEAD')}`,
          'remoteEntry.js',
        ),
      ),
    );
  });

  test('a released version is never overwritten', async () => {
    await node('release-remote.mjs', 'garage', '--version', '2.0.0');
    writeFixtureBuild('garage', join(repo, 'remote-garage/dist'), 'second');
    await failsWith(
      node('release-remote.mjs', 'garage', '--version', '2.0.0'),
      /already exists and releases are immutable/,
    );
    const kept = JSON.parse(
      readFileSync(join(repo, 'releases/garage/2.0.0/mf-manifest.json'), 'utf8'),
    );
    assert.equal(kept.label, 'first');
  });

  test('a release refuses an unbuilt remote, an unknown remote and a version that is a path', async () => {
    rmSync(join(repo, 'remote-garage/dist'), { recursive: true });
    await failsWith(
      node('release-remote.mjs', 'garage', '--version', '1'),
      /build first with npm run build -w @vg\/remote-garage/,
    );
    await failsWith(
      node('release-remote.mjs', 'shop', '--version', '1'),
      /one of garage, community, account, admin/,
    );
    writeFixtureBuild('garage', join(repo, 'remote-garage/dist'));
    await failsWith(
      node('release-remote.mjs', 'garage', '--version', '../../etc'),
      /not a usable version/,
    );
  });

  test('pointing the registry switches a remote to a release and back', async () => {
    await node('release-remote.mjs', 'garage', '--version', '1.0.0');
    writeFixtureBuild('garage', join(repo, 'remote-garage/dist'), 'second');
    await node('release-remote.mjs', 'garage', '--version', '1.1.0');

    await node('point-registry.mjs', 'garage', '1.1.0');
    assert.deepEqual(readRegistry(), {
      garage: 'http://localhost:3001/releases/1.1.0/mf-manifest.json',
    });

    const { stdout } = await node('point-registry.mjs', 'garage', '1.0.0');
    assert.deepEqual(readRegistry(), {
      garage: 'http://localhost:3001/releases/1.0.0/mf-manifest.json',
    });
    assert.match(
      stdout,
      /Roll back with: node deploy\/point-registry\.mjs garage http:\/\/localhost:3001\/releases\/1\.1\.0\/mf-manifest\.json/,
    );
  });

  test('pointing the registry at a URL keeps the other remotes, in the file given', async () => {
    const registry = join(repo, 'elsewhere/remotes.json');
    await node(
      'point-registry.mjs',
      'admin',
      'https://cdn.example/admin/7/mf-manifest.json',
      '--registry',
      registry,
    );
    await node(
      'point-registry.mjs',
      'garage',
      'https://cdn.example/garage/3/mf-manifest.json',
      '--registry',
      registry,
    );
    assert.deepEqual(JSON.parse(readFileSync(registry, 'utf8')), {
      admin: 'https://cdn.example/admin/7/mf-manifest.json',
      garage: 'https://cdn.example/garage/3/mf-manifest.json',
    });
  });

  test('pointing the registry refuses a version that was never released, naming those that were', async () => {
    await node('release-remote.mjs', 'garage', '--version', '1.0.0');
    await failsWith(
      node('point-registry.mjs', 'garage', '9.9.9'),
      /releases\/garage\/9\.9\.9 is not a release \(released: 1\.0\.0\)/,
    );
    assert.equal(existsSync(join(repo, 'releases/remotes.json')), false);
  });
});
