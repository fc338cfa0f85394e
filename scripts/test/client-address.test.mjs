// The API knows the real client behind exactly the proxies each deployment has (docs/security.md,
// T27), shown with its sign-in limit per address (50 attempts in 15 minutes) on the built API
// (api/dist), configured as each deployment configures it:
// - compose: the images' nginx host in front, the API reached on a non-loopback address (as the
//   nginx container reaches the api container), TRUST_PROXY as docker-compose.yml sets it, with
//   this machine's outward address added: it stands for the compose network's private addresses;
// - `npm start`: the same nginx host (or, where nginx is not installed, the development server) in
//   front on loopback, TRUST_PROXY as scripts/lib/stack.mjs sets it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, writeFixtureBuild } from '../../deploy/test/support/apps.mjs';
import { freePort, startSite } from '../lib/nginx-site.mjs';
import { spawnApi, waitUntilReady } from '../lib/api-process.mjs';
import { hostDevServer, listen } from '../lib/dev-server.mjs';
import { apiEnvironment } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const { parse } = createRequire(require.resolve('dclint/package.json'))('yaml');
const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const composeTrustProxy = String(compose.services.api.environment.TRUST_PROXY ?? '').replace(
  /\$\{[A-Z_]+:-([^}]*)\}/,
  '$1',
);

const ATTEMPTS_PER_ADDRESS = 50;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-client-address-'));
// The nginx container reaches the API over the compose network, never over loopback.
const outward = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

const running = [];

async function startBuiltApi(name, host, extra) {
  const port = await freePort();
  const api = spawnApi({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: host,
    PORT: String(port),
    PGLITE_DIR: path.join(work, name),
    ...extra,
  });
  running.push(api);
  await waitUntilReady(`http://${host}:${port}`);
  return `http://${host}:${port}`;
}

/** One failed password sign-in from `localAddress`, with `headers`; answers the status. */
function failedSignIn(origin, attempt, { localAddress = '127.0.0.1', headers = {} } = {}) {
  const body = JSON.stringify({
    identifier: `nobody-${attempt}@example.test`,
    password: 'not-it-123',
  });
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        localAddress,
        method: 'POST',
        path: '/api/v1/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function exhaust(origin, options, spoof = () => ({})) {
  const statuses = [];
  for (let attempt = 0; attempt < ATTEMPTS_PER_ADDRESS; attempt += 1)
    statuses.push(await failedSignIn(origin, attempt, { ...options, headers: spoof(attempt) }));
  return statuses;
}

describe('the client address behind our proxies', () => {
  after(async () => {
    for (const api of running) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** The images' host site before `api`, on loopback. */
  async function nginxHost(name, api) {
    const port = await freePort();
    return startSite('host', path.join(work, name), {
      LISTEN_PORT: String(port),
      SITE_ROOT: writeFixtureBuild('host', path.join(work, `${name}-dist`)),
      API_UPSTREAM: api,
      API_RESOLVER: '',
      ...Object.fromEntries(
        ['GARAGE', 'COMMUNITY', 'ACCOUNT', 'ADMIN'].map((name, index) => [
          `REMOTE_${name}_URL`,
          `http://localhost:${3001 + index}/mf-manifest.json`,
        ]),
      ),
    });
  }

  describe(
    'compose: the nginx host in front',
    { skip: !outward && 'no non-loopback address' },
    () => {
      let site;
      before(async () => {
        const api = await startBuiltApi('compose', outward, {
          TRUST_PROXY: `${composeTrustProxy},${outward}`,
        });
        site = await nginxHost('nginx-compose', api);
      });
      after(() => site?.stop());

      test('two clients get separate sign-in limits', async () => {
        const first = await exhaust(site.url, { localAddress: '127.0.0.1' });
        assert.deepEqual(new Set(first), new Set([401]), 'the first client, within its limit');
        assert.equal(await failedSignIn(site.url, 99, { localAddress: '127.0.0.1' }), 429);
        assert.equal(
          await failedSignIn(site.url, 100, { localAddress: '127.0.0.2' }),
          401,
          'the second client is not limited by the first',
        );
      });
    },
  );

  for (const server of ['nginx', 'dev']) {
    describe(`npm start: the ${server === 'nginx' ? 'nginx host' : 'development server'} in front`, () => {
      let origin;
      let stop;
      before(async () => {
        const { TRUST_PROXY } = apiEnvironment({});
        const api = await startBuiltApi(`native-${server}`, '127.0.0.1', { TRUST_PROXY });
        if (server === 'nginx') {
          const site = await nginxHost('nginx-native', api);
          [origin, stop] = [site.url, site.stop];
        } else {
          const host = await listen(hostDevServer({ root: work, api, registry: () => ({}) }), 0);
          origin = `http://127.0.0.1:${host.address().port}`;
          stop = () => new Promise((resolve) => host.close(resolve));
        }
      });
      after(() => stop?.());

      test('a spoofed X-Forwarded-For does not reset a limit', async () => {
        const spoof = (attempt) => ({ 'x-forwarded-for': `10.8.${attempt}.1` });
        const statuses = await exhaust(origin, {}, spoof);
        assert.deepEqual(new Set(statuses), new Set([401]), 'within the limit');
        assert.equal(
          await failedSignIn(origin, 99, { headers: spoof(99) }),
          429,
          'a new spoofed address, the same client: limited',
        );
      });
    });
  }
});
