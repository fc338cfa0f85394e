// The host image follows the registry file a team points (REGISTRY_FILE, compose mounts
// releases/remotes.json): a release reaches the next page load with no host restart, and an entry
// outside the origins its Content-Security-Policy allows is refused. Runs the entrypoint natively,
// with a command that stands in for nginx.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { REPO_ROOT } from './support/apps.mjs';

const DEFAULTS = {
  REMOTE_GARAGE_URL: 'http://localhost:3001/mf-manifest.json',
  REMOTE_COMMUNITY_URL: 'http://localhost:3002/mf-manifest.json',
  REMOTE_ACCOUNT_URL: 'http://localhost:3003/mf-manifest.json',
  REMOTE_ADMIN_URL: 'http://localhost:3004/mf-manifest.json',
};
const release = (version) => `http://localhost:3001/releases/${version}/mf-manifest.json`;

async function until(read, expected) {
  for (let tries = 0; tries < 50; tries += 1) {
    if (read() === expected) return;
    await delay(100);
  }
  assert.equal(read(), expected);
}

test('follows the registry file while running, keeping defaults for remotes it does not name', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vg-host-registry-'));
  const registryFile = join(dir, 'remotes.json');
  const point = (entries) => writeFileSync(registryFile, `${JSON.stringify(entries, null, 2)}\n`);
  point({ garage: release('1.1.0') });
  const host = spawn('sh', [join(REPO_ROOT, 'deploy/host-entrypoint.sh'), 'sleep', '10'], {
    env: {
      ...process.env,
      ...DEFAULTS,
      API_UPSTREAM: 'http://127.0.0.1:4000',
      NGINX_PREFIX: join(dir, 'nginx'),
      REGISTRY_FILE: registryFile,
      REGISTRY_POLL_SECONDS: '0.1',
    },
    stdio: 'ignore',
  });
  const served = () => {
    try {
      return JSON.parse(readFileSync(join(dir, 'nginx/registry/remotes.json'), 'utf8'));
    } catch {
      return null;
    }
  };
  const garage = () => served()?.garage;
  try {
    await until(garage, release('1.1.0'));
    assert.equal(served().community, DEFAULTS.REMOTE_COMMUNITY_URL);
    assert.deepEqual(served().overrideOrigins, []);

    point({ garage: release('1.2.0') });
    await until(garage, release('1.2.0'));

    // Another origin would be blocked by the policy the host started with: refused, kept.
    point({ garage: 'http://elsewhere.example/garage/mf-manifest.json' });
    await delay(600);
    assert.equal(garage(), release('1.2.0'));

    // Rolled back by pointing at the remote's own build again.
    point({ garage: DEFAULTS.REMOTE_GARAGE_URL });
    await until(garage, DEFAULTS.REMOTE_GARAGE_URL);
  } finally {
    host.kill();
  }
});
