// HSTS on every HTTPS answer of the native host and remote servers in production
// (docs/security.md, T29): an answer counts as HTTPS when its connection is TLS or when the TLS
// terminator in front says so with X-Forwarded-Proto: https. Browsers ignore the header on plain
// HTTP (RFC 6797, 8.1), so a client that claims https on a plain connection gains nothing.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { hostServer, remoteServer } from '../lib/stack.mjs';
import { listen } from '../lib/static-server.mjs';
import { rawGet } from '../../deploy/test/support/hostile-paths.mjs';

const HSTS = 'max-age=31536000; includeSubDomains';
const servers = [];
let api;

async function start(server) {
  servers.push(await listen(server, 0));
  return `http://127.0.0.1:${servers.at(-1).address().port}`;
}

/** GET with X-Forwarded-Proto: https, as from the TLS terminator; answers the HSTS header. */
async function hstsOf(origin, path, proto = 'https') {
  const response = await fetch(`${origin}${path}`, { headers: { 'x-forwarded-proto': proto } });
  await response.arrayBuffer();
  return { status: response.status, hsts: response.headers.get('strict-transport-security') };
}

describe('HSTS from the native servers', () => {
  const origins = {};
  before(async () => {
    // The API sends its own header (helmet); the host's answer carries the host's.
    api = await listen(
      createServer((request, response) => {
        response.writeHead(request.url.includes('fails') ? 503 : 200, {
          'strict-transport-security': 'max-age=15552000',
          'content-type': 'text/html',
        });
        response.end('<h1>from the API</h1>');
      }),
      0,
    );
    const production = {
      NODE_ENV: 'production',
      API_URL: `http://127.0.0.1:${api.address().port}`,
    };
    origins.host = await start(hostServer(production));
    origins.remote = await start(remoteServer('garage', production));
    origins.devHost = await start(hostServer({ ...production, NODE_ENV: 'development' }));
  });
  after(async () => {
    for (const server of [...servers, api])
      await new Promise((resolve) => server.close(resolve).closeAllConnections());
  });

  test('in production, every HTTPS answer of the host carries it, the API’s included', async () => {
    for (const path of [
      '/',
      '/no/such/route',
      '/missing.0123456789.js',
      '/remotes.json',
      '/api/v1/x',
      '/user/keeper',
      '/api/v1/fails',
    ]) {
      const { status, hsts } = await hstsOf(origins.host, path);
      assert.equal(hsts, HSTS, `${path} (${status})`);
    }
    const malformed = await rawGet(origins.host, '/%E0%A4%A', { 'x-forwarded-proto': 'https' });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.headers['strict-transport-security'], HSTS, 'a refused address too');
  });

  test('in production, every HTTPS answer of a remote carries it', async () => {
    for (const path of ['/mf-manifest.json', '/nothing-here.js', '/releases/9.9.9/x.js']) {
      const { status, hsts } = await hstsOf(origins.remote, path);
      assert.equal(hsts, HSTS, `${path} (${status})`);
    }
  });

  test('never over plain HTTP, and never outside production', async () => {
    for (const origin of [origins.host, origins.remote])
      assert.equal((await hstsOf(origin, '/', 'http')).hsts, null);
    assert.equal((await hstsOf(origins.devHost, '/')).hsts, null);
  });
});
